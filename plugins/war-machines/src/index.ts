/**
 * @hexes/plugin-war-machines: the war-machine rules of Hexes (catalogue §1.3 SK-WM), as a rule
 * plugin over `@hexes/plugin-skirmish`. Explicit named exports, grouped by module.
 */

// plugin
export { warMachines } from './warMachinesPlugin'
export { WarMachinesRules, WM_CONFIG } from './WarMachinesRules'

// texts
export { wmMessages } from './i18n/wmMessages'

// config
export { wmConfigSchema, machineSchema, misfireTableSchema, MACHINE_KINDS, isPowder } from './config/wmConfig'
export type { WmConfig, MachineProfile, MachineKind } from './config/wmConfig'

// state
export { WM, initialMachine, wmState, machineOf } from './state/WmState'
export type { WmState, MachineState, MachineDeed } from './state/WmState'
export { wmInvariants } from './state/wmInvariants'

// machines and crews (SK-WM-2/3/15/16, GAP-SK-33)
export { lostHalfCrew, lostHalfHp, reloadTurnsNeeded, misfireMalus } from './machine/crewAndHp'
export { machineCheck } from './machine/machineCheck'
export type { ActingMachine } from './machine/machineCheck'
export { RELOAD, reloadSchema } from './machine/reloadAction'
export type { ReloadAction } from './machine/reloadAction'

// templates on hexes (GAP-SK-35)
export { pacesToHexes, stepAxial, scatterLanding, holedTemplate, bombardDisc, lineOfFire, cannonBall, onMap } from './templates/templates'
export type { Scatter, BallTemplate } from './templates/templates'

// shots (SK-WM-4..11, GAP-SK-05)
export { resolveShot, templateOf } from './shot/resolveShot'
export type { ShotPlan, ShotResult, CoveredHex, CoverPart } from './shot/resolveShot'
export { SHOOT, shootSchema, shotCheck } from './shot/shootAction'
export type { ShootAction, ShotCheck } from './shot/shootAction'
export { misfireRow } from './shot/misfire'
export type { MisfireResult } from './shot/misfire'

// the exact chance of each hex of a template (GAP-SK-35)
export { templateChances, shotChances } from './odds/templateChances'
export type { HexChance, TemplateChances } from './odds/templateChances'
