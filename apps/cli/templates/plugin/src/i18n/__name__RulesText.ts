import type { RulesText } from '@hexes/core'

/**
 * The __TITLE__ rules' summary in English and French (`manifest.rulesText`, Markdown): a host
 * links every rule id it shows (a refusal, a log line) to the section that cites it. Keep a
 * section for every rule id the code cites: `__name__Messages.test.ts` checks it.
 */
export const __name__RulesText: RulesText = Object.freeze({
  en: `# __TITLE__

## Turn (__RULE__-1)

Each side in turn gives its orders (the first side of the scenario first); then the victory
conditions are checked and the turn ends.

## Orders (__RULE__-2)

In its side's orders phase, each unit acts once: it moves, or it looses a volley.

## Movement (__RULE__-3)

Every unit has 3 MP. Entering a clear hex costs 1 MP, a forest hex 2 MP.

## Volleys (__RULE__-4)

A unit looses a volley at an enemy unit at most 2 hexes away. Roll a die: on 5 or 6 the target is
eliminated.
`,
  fr: `# __TITLE__

## Le tour (__RULE__-1)

Chaque camp donne ses ordres à son tour (le premier camp du scénario d’abord) ; puis les
conditions de victoire sont vérifiées et le tour s’achève.

## Les ordres (__RULE__-2)

Pendant la phase d’ordres de son camp, chaque unité agit une fois : elle se déplace, ou elle tire
une volée.

## Le mouvement (__RULE__-3)

Chaque unité a 3 PM. Entrer dans un hexagone dégagé coûte 1 PM, dans une forêt 2 PM.

## Les volées (__RULE__-4)

Une unité tire une volée sur une unité ennemie à 2 hexagones au plus. Lancez un dé : sur 5 ou 6,
la cible est éliminée.
`,
})
