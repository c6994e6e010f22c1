import type { en } from './messages.en'

/** Les mots du module des volants, en français (`plugins.flyers.*` dans l'application). */
export const fr: typeof en = {
  actions: { flyOn: 'reprendre son vol' },
  labels: { flyOn: '{unit} reprend son vol vers {hex}' },
  badges: {
    flying: 'vol',
    flyingTitle: 'En vol : franchit tout obstacle, ignore le couvert et la hauteur',
    grounded: 'sol',
    groundedTitle: 'Au sol ({why}) : se déplace à terre jusqu\'à la fin de son tour',
  },
  why: {
    standing: 'dans {terrain}',
    landed: 'il a commencé ou fini un mouvement dans une forêt ou un bâtiment ce tour',
  },
  card: {
    flight: 'Vol',
    flying: 'en vol',
    flyingTitle: 'Un volant franchit tout terrain et tout obstacle, ne finit jamais sur une unité, ne peut pas charger ; après son attaque il peut reprendre son vol',
    grounded: 'au sol : {why}',
    groundedTitle: 'Un volant ne peut pas s\'envoler d\'une forêt ni d\'un bâtiment : il se déplace à terre ce tour',
    groundMove: 'À terre',
    groundMoveValue: '{left} sur {allowance} restant(s) ce tour',
  },
  marks: { flyOn: 'Où {unit} peut reprendre son vol' },
}
