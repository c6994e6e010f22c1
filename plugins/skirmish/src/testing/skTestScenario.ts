import { SK_TEST_TYPES } from './skFixtures'

/**
 * A small skirmish scenario for the package's tests and `hexes simulate` (not shipped: the
 * learning scenario lives in `scenarios/`): a stream crossed by a wooden bridge, a wood, a hill
 * with a hedge, a farm building; three units a side (foot, archers and horse against foot,
 * crossbows and knights). It uses the config shape scenarios use: unit types in `unitTypes`,
 * terrain ids of `DEFAULT_SK_TERRAIN`, obstacles of `DEFAULT_SK_OBSTACLES`, unit `facing`,
 * `structures`. Each side wins by destroying the other; otherwise a draw after 6 turns.
 */
export function skTestScenario() {
  const stream = ['0,5', '1,5', '2,5', '3,5', '5,5', '6,5', '7,5', '8,5', '9,5', '10,5', '11,5']
  return {
    format: 'hexes-scenario/1',
    id: 'skirmish-test',
    name: 'Skirmish test: the stream',
    plugins: [{
      id: 'skirmish',
      config: {
        unitTypes: { foot: SK_TEST_TYPES.foot, archers: SK_TEST_TYPES.archers, horse: SK_TEST_TYPES.horse, crossbows: SK_TEST_TYPES.crossbows, knights: SK_TEST_TYPES.knights },
        structures: [{ id: 'bridge', name: 'The bridge', hex: '4,5', class: 'bridge', wooden: true, fireResistance: 4 }, { id: 'farm', name: 'The farm', hex: '9,2', class: 'weak', wooden: true, fireResistance: 3 }],
      },
    }],
    map: {
      width: 12,
      height: 10,
      defaultTerrain: 'clear',
      terrain: [
        { terrain: 'water', hexes: stream },
        { terrain: 'bridge', hexes: ['4,5'] },
        { terrain: 'ford', hexes: ['8,5'] },
        { terrain: 'woods', hexes: ['1,2', '1,3', '2,2'] },
        { terrain: 'hill', hexes: ['6,7', '7,7', '6,8'] },
        { terrain: 'building', hexes: ['9,2'] },
      ],
      hexsides: [{ hex: '6,7', dir: 0, feature: 'hedge' }, { hex: '7,7', dir: 0, feature: 'hedge' }],
      labels: [{ hex: '4,5', text: 'Bridge' }],
    },
    sides: [
      { id: 'a', name: 'Wardens', edges: ['south'] },
      { id: 'b', name: 'Raiders', edges: ['north'] },
    ],
    firstSide: 'a',
    turns: 6,
    units: [
      { id: 'a-foot', side: 'a', type: 'foot', hex: '4,7', facing: 0 },
      { id: 'a-bows', side: 'a', type: 'archers', hex: '6,8', facing: 0 },
      { id: 'a-horse', side: 'a', type: 'horse', hex: '9,8', facing: 0 },
      { id: 'b-foot', side: 'b', type: 'foot', hex: '4,2', facing: 3 },
      { id: 'b-xbows', side: 'b', type: 'crossbows', hex: '6,1', facing: 3 },
      { id: 'b-knights', side: 'b', type: 'knights', hex: '8,1', facing: 3 },
    ],
    victory: {
      conditions: [
        { id: 'a-wins', winner: 'a', timing: 'immediate', kind: 'sideEliminated', side: 'b', text: 'The raiders are destroyed' },
        { id: 'b-wins', winner: 'b', timing: 'immediate', kind: 'sideEliminated', side: 'a', text: 'The wardens are destroyed' },
      ],
      default: { winner: null, text: 'Nobody holds the stream' },
    },
  }
}
