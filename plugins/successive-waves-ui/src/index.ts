export { successiveWavesUi } from './successiveWavesUi'
export { useWaves } from './useWaves'
export type { WaveLeader, WaveUnit, Waves, WavesView } from './useWaves'
