/// <reference types="vite/client" />
declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent<object, object, unknown>
  export default component
}

declare module 'virtual:hexes-web-packs/rules' {
  import type { WebPackRules } from '@hexes/web-kit'
  /** The rules halves of the app's web packs (see webPacks.ts). */
  export const packRules: readonly WebPackRules[]
}
declare module 'virtual:hexes-web-packs/ui' {
  import type { PluginUi } from '@hexes/web-kit'
  /** The plugin UI modules of the app's web packs (see webPacks.ts). */
  export const packUis: readonly PluginUi[]
}
