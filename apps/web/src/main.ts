// tsyringe (inside @hexes/core) needs the Reflect metadata polyfill first.
import 'reflect-metadata'
import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { makeI18n, saveLocale } from './i18n'
import { useSessionStore } from './stores/session'
import { startFromQuery } from './lib/startFromQuery'
import { useRemoteStore } from './stores/remote'

const i18n = makeI18n()
saveLocale(i18n.global.locale.value as 'en' | 'fr')
const app = createApp(App).use(createPinia()).use(i18n)
app.mount('#app')
void startFromQuery(useSessionStore())
// A seat's or spectator's link (`/?game=<id>#seat=<token>`) opens that remote game.
void useRemoteStore().openFromAddress()
