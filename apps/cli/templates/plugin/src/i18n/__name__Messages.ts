import type { MessageCatalog } from '@hexes/core'

/**
 * The __TITLE__ rules' texts in English and French (`manifest.messages`): its refusals (keyed by
 * code), its volley events, its phases (`phase/<id>`), terrain (`terrain/<id>`) and unit type
 * (`unitType/<id>`). The web app and `hexes play --log --lang fr` render them in the reader's
 * language; a key missing here shows the English `message`.
 */
export const __name__Messages: MessageCatalog = Object.freeze({
  en: Object.freeze({
    'plugin/description': '__TITLE__: each unit moves or looses a volley, which hits on 5 or 6 by default.',
    '__NAME__/already-acted': '{unit} has already moved or shot in this phase',
    '__NAME__/not-yours': '{unit} is not a unit of yours on the map',
    '__NAME__/no-target': '{target} is not an enemy unit on the map',
    '__NAME__/out-of-range': '{target} is more than {range} hexes from {unit}',
    '__NAME__/volley/hit': '{unit} looses a volley at {target}: {roll}, a hit',
    '__NAME__/volley/miss': '{unit} looses a volley at {target}: {roll}, a miss',
    'phase/orders': 'Orders',
    'phase/victory': 'Victory check',
    'phase/turn-end': 'End of turn',
    'terrain/clear': 'Clear',
    'terrain/forest': 'Forest',
    'unitType/archers': 'Archers',
  }),
  fr: Object.freeze({
    'plugin/description': '__TITLE__ : chaque unité se déplace ou tire une volée, qui touche sur 5 ou 6 par défaut.',
    '__NAME__/already-acted': '{unit} s’est déjà déplacée ou a déjà tiré dans cette phase',
    '__NAME__/not-yours': '{unit} n’est pas une de vos unités sur la carte',
    '__NAME__/no-target': '{target} n’est pas une unité ennemie sur la carte',
    '__NAME__/out-of-range': '{target} est à plus de {range} hexagones de {unit}',
    '__NAME__/volley/hit': '{unit} tire une volée sur {target} : {roll}, touché',
    '__NAME__/volley/miss': '{unit} tire une volée sur {target} : {roll}, manqué',
    'phase/orders': 'Ordres',
    'phase/victory': 'Vérification de la victoire',
    'phase/turn-end': 'Fin du tour',
    'terrain/clear': 'Dégagé',
    'terrain/forest': 'Forêt',
    'unitType/archers': 'Archers',
  }),
})
