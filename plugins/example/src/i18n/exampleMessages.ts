import type { MessageCatalog } from '@hexes/core'

/**
 * The example rule set's texts in English and French (`manifest.messages`): its rejections (keyed
 * by code), its modifier, the combat outcome (`outcome/example`, with the result's name), the phase
 * names (`phase/<id>`), its terrain (`terrain/<id>`) and its one unit type. A rule set ships its
 * own words: without them, a French page would show the English `message`s.
 */
export const exampleMessages: MessageCatalog = Object.freeze({
  en: Object.freeze({
    'plugin/description': 'Example rules: the tiny complete rule set of the plugin guide (move, then fight: the higher die wins).',
    'example/one-defender': 'An attack has exactly one defender',
    'example/already-fought': '{unit} has already attacked this turn',
    'example/not-adjacent': '{unit} is not adjacent to the defender',
    'modifier/extra-attackers': 'Extra attackers',
    'outcome/example': '{attack} against {defence}: {result}',
    'example/result/defender-eliminated': 'defender eliminated',
    'example/result/attacker-eliminated': 'attacker eliminated',
    'phase/movement': 'Movement',
    'phase/combat': 'Combat',
    'phase/victory': 'Victory check',
    'phase/turn-end': 'End of turn',
    'terrain/clear': 'Clear',
    'terrain/forest': 'Forest',
    'terrain/river': 'River',
    'unitType/warrior': 'Warriors',
  }),
  fr: Object.freeze({
    'plugin/description': 'Règles d’exemple : le minuscule jeu de règles complet du guide des plugins (se déplacer, puis combattre : le plus haut dé l’emporte).',
    'example/one-defender': 'Une attaque a exactement un défenseur',
    'example/already-fought': '{unit} a déjà attaqué ce tour-ci',
    'example/not-adjacent': '{unit} n’est pas adjacente au défenseur',
    'modifier/extra-attackers': 'Attaquants en plus',
    'outcome/example': '{attack} contre {defence} : {result}',
    'example/result/defender-eliminated': 'défenseur éliminé',
    'example/result/attacker-eliminated': 'attaquant éliminé',
    'phase/movement': 'Mouvement',
    'phase/combat': 'Combat',
    'phase/victory': 'Vérification de la victoire',
    'phase/turn-end': 'Fin du tour',
    'terrain/clear': 'Dégagé',
    'terrain/forest': 'Forêt',
    'terrain/river': 'Rivière',
    'unitType/warrior': 'Guerriers',
  }),
})
