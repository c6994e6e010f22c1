import type { MessageCatalog } from '@hexes/core'

/**
 * The texts of the flyers rules, English and French (docs/plugins.md §5): the refusals by code
 * (`fly/*`) and the events (`flyers/*`).
 */
export const flyersMessages: MessageCatalog = {
  en: {
    'plugin/description': 'Flyers: flying creatures cross any obstacle at no cost and fly over units, are grounded inside a forest or building, never charge, may fly, attack and fly on within their move, and keep their full attack against units on towers or behind cover; with HEXES Med, they ignore ZOC in flight but exert it.',
    'fly/not-a-flyer': '{unit} is not a flyer: only a flyer flies on after its attack',
    'fly/grounded': '{unit} is grounded in a forest or building: it can no longer fly',
    'fly/grounded-spent': '{unit} is grounded: it has moved its {m} paces on the ground this turn',
    'fly/flown-on': '{unit} has already flown on after its attack this turn',
    'fly/no-attack': '{unit} has made no melee attack in this step: a flyer flies on after its attack',
    'fly/too-far': '{hex} is beyond what is left of M {m} of {unit} after its attack ({left} paces)',
    'flyers/grounded': '{unit} is inside a forest or building at {hex}: it can no longer fly',
    'flyers/withheld/cover': '{unit} flies: the target’s cover does not count',
    'flyers/withheld/height': '{unit} flies: neither side is higher',
  },
  fr: {
    'plugin/description': 'Créatures volantes : elles franchissent tout obstacle sans pénalité et survolent les unités, ne volent plus à l’intérieur d’une forêt ou d’un bâtiment, ne chargent jamais, peuvent voler, attaquer et continuer à voler dans leur mouvement, et gardent tout leur potentiel d’attaque face à une unité sur une tour ou derrière une protection ; avec HEXES Med, elles ignorent les ZdC en vol mais en exercent une.',
    'fly/not-a-flyer': '{unit} n’est pas une créature volante : seule une créature volante continue à voler après son attaque',
    'fly/grounded': '{unit} est au sol dans une forêt ou un bâtiment : elle ne peut plus voler',
    'fly/grounded-spent': '{unit} est au sol : elle a déjà parcouru ses {m} pas à terre ce tour',
    'fly/flown-on': '{unit} a déjà continué à voler après son attaque ce tour',
    'fly/no-attack': '{unit} n’a pas attaqué en mêlée dans cette étape : une créature volante continue à voler après son attaque',
    'fly/too-far': '{hex} est au-delà de ce qui reste du mouvement {m} de {unit} après son attaque ({left} pas)',
    'flyers/grounded': '{unit} est à l’intérieur d’une forêt ou d’un bâtiment en {hex} : elle ne peut plus voler',
    'flyers/withheld/cover': '{unit} vole : le couvert de la cible ne compte pas',
    'flyers/withheld/height': '{unit} vole : aucun des deux camps n’est plus haut',
  },
}
