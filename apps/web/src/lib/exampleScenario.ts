import type { Scenario } from '@hexes/core'

/**
 * A small skirmish for the `example` rule plugin (each side moves then fights; d6 + attackers
 * against d6). It is the app's proof that nothing in the UI is specific to HEXES Med.
 */
export const exampleScenario: Scenario = {
  format: 'hexes-scenario/1',
  id: 'example-skirmish',
  name: 'Skirmish at the Mill (example rules)',
  date: 'Any age',
  summary: 'Two small warbands meet by a brook, under the tiny example rule set of the plugin guide.',
  history: 'A made-up fight used to show that the app runs whatever rules the plugins define.',
  translations: {
    fr: {
      name: 'Escarmouche au moulin (règles d’exemple)',
      date: 'Toute époque',
      summary: 'Deux petites bandes se rencontrent au bord d’un ruisseau, sous le minuscule jeu de règles d’exemple du guide des plugins.',
      history: 'Un combat inventé, qui montre que l’application joue les règles que les plugins définissent, quelles qu’elles soient.',
      sides: { blue: 'Bande bleue', red: 'Bande rouge' },
      units: { b1: 'Lances bleues', b2: 'Haches bleues', b3: 'Arcs bleus', r1: 'Lances rouges', r2: 'Haches rouges', r3: 'Frondes rouges' },
      labels: { '5,2': 'Gué du moulin' },
      victory: {
        'red-routed': 'La bande rouge est détruite',
        'blue-routed': 'La bande bleue est détruite',
        'ford-held': 'Les Bleus tiennent le gué du moulin à la fin',
        default: 'Les Rouges gardent le gué',
      },
    },
  },
  plugins: [{ id: 'example', config: {} }],
  map: {
    width: 10,
    height: 8,
    defaultTerrain: 'clear',
    terrain: [
      { terrain: 'forest', hexes: ['3,2', '3,3', '4,2', '6,5', '6,6'] },
      { terrain: 'river', hexes: ['5,0', '5,1', '5,3', '5,4', '5,6', '5,7'] },
    ],
    hexsides: [],
    labels: [{ hex: '5,2', text: 'Mill ford' }],
  },
  sides: [
    { id: 'blue', name: 'Blue warband', color: '#1f4e9c', edges: ['west'] },
    { id: 'red', name: 'Red warband', color: '#a33a2a', edges: ['east'] },
  ],
  firstSide: 'blue',
  turns: 4,
  units: [
    { id: 'b1', side: 'blue', type: 'warrior', name: 'Blue spears', hex: '2,2' },
    { id: 'b2', side: 'blue', type: 'warrior', name: 'Blue axes', hex: '2,4' },
    { id: 'b3', side: 'blue', type: 'warrior', name: 'Blue bows', hex: '1,3' },
    { id: 'r1', side: 'red', type: 'warrior', name: 'Red spears', hex: '7,2' },
    { id: 'r2', side: 'red', type: 'warrior', name: 'Red axes', hex: '7,4' },
    { id: 'r3', side: 'red', type: 'warrior', name: 'Red slings', hex: '8,3' },
  ],
  leaders: [],
  victory: {
    conditions: [
      { id: 'red-routed', winner: 'blue', timing: 'immediate', kind: 'sideEliminated', side: 'red', text: 'The red warband is destroyed' },
      { id: 'blue-routed', winner: 'red', timing: 'immediate', kind: 'sideEliminated', side: 'blue', text: 'The blue warband is destroyed' },
      { id: 'ford-held', winner: 'blue', timing: 'endOfGame', kind: 'holdHexes', hexes: ['5,2'], count: 1, text: 'Blue holds the mill ford at the end' },
    ],
    default: { winner: 'red', text: 'Red keeps the ford' },
  },
} as Scenario
