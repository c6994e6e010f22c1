/** The flyers module's English words (`plugins.flyers.*` in the app). */
export const en = {
  actions: { flyOn: 'fly on' },
  labels: { flyOn: '{unit} flies on to {hex}' },
  badges: {
    flying: 'fly',
    flyingTitle: 'In flight: crosses any obstacle, ignores cover and height',
    grounded: 'gnd',
    groundedTitle: 'Grounded ({why}): moves on the ground for the rest of its turn',
  },
  why: {
    standing: 'in {terrain}',
    landed: 'it started or ended a move in a forest or building this turn',
  },
  card: {
    flight: 'Flight',
    flying: 'in flight',
    flyingTitle: 'A flyer crosses any terrain and obstacle, never ends on a unit, cannot charge; after its attack it may fly on',
    grounded: 'grounded: {why}',
    groundedTitle: 'A flyer cannot fly out of a forest or building: it moves on the ground this turn',
    groundMove: 'On the ground',
    groundMoveValue: '{left} of {allowance} left this turn',
  },
  marks: { flyOn: 'Where {unit} may fly on to' },
}
