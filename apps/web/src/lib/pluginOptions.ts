// The start screen's option fields live in @hexes/registry (the server checks new games with them too).
export { pluginOptions, type OptionField } from '@hexes/registry'
