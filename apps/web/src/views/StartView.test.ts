import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { withI18n } from '../components/testGame'
import { makeI18n } from '../i18n'
import { useSessionStore } from '../stores/session'
import { TOUR_KEY, useTourStore } from '../stores/tour'
import StartView from './StartView.vue'

describe('web/StartView', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    localStorage.clear()
  })

  it('gives a removed and re-added plugin its scenario config back, so the battle still starts', async () => {
    const w = mount(StartView, withI18n())
    await w.get('[data-scenario="rorkes-drift-1879"] input').setValue(true)
    expect(w.find('[data-plugin="successive-waves"]').exists()).toBe(true)
    await w.get('[data-plugin="successive-waves"] .plugin-head button').trigger('click')
    expect(w.find('[data-plugin="successive-waves"]').exists()).toBe(false)
    await w.get('.add select').setValue('successive-waves')
    await w.get('.add button').trigger('click')
    expect(w.find('[data-plugin="successive-waves"]').exists()).toBe(true)
    await w.get('[data-testid=start]').trigger('click')
    await flushPromises()
    const session = useSessionStore()
    expect(session.error).toBeNull()
    expect(session.setup?.plugins.find((p) => p.id === 'successive-waves')?.config).toMatchObject({ nativeSide: 'zulu' })
  })

  it('mixes Successive Waves into Hastings once its native side is typed in', async () => {
    const w = mount(StartView, withI18n())
    await w.get('[data-scenario="hastings-1066"] input').setValue(true)
    await w.get('.add select').setValue('successive-waves')
    await w.get('.add button').trigger('click')
    const session = useSessionStore()
    await w.get('[data-testid=start]').trigger('click')
    await flushPromises()
    expect(session.error?.issues.some((i) => i.path.includes('nativeSide'))).toBe(true)
    await w.get('[data-plugin="successive-waves"] input[type=text]').setValue('saxons')
    await w.get('[data-plugin="successive-waves"] input[type=text]').trigger('change')
    await w.get('[data-testid=start]').trigger('click')
    await flushPromises()
    expect(session.error).toBeNull()
    expect(session.setup?.plugins.find((p) => p.id === 'successive-waves')?.config).toEqual({ nativeSide: 'saxons' })
  })

  it('says in the page\'s language why a file is not a save', async () => {
    const w = mount(StartView, { global: { plugins: [makeI18n('fr')] } })
    await useSessionStore().load('{"format":"autre-chose"}')
    await flushPromises()
    expect(w.get('[data-testid=start-errors]').text()).toContain("Ce n'est pas une sauvegarde Hexes")
  })

  it('labels the plugin options in the page\'s language, with their keys', async () => {
    const w = mount(StartView, withI18n())
    await w.get('[data-scenario="teaching-ford"] input').setValue(true)
    const text = w.get('[data-plugin="hexes-med"]').text()
    expect(text).toContain('Lowest odds that may attack (HM-COMBAT-8) (minOdds)')
    expect(text).toContain('Charge bonus on the die (GAP-HM-08) (chargeBonus)')
    const fr = mount(StartView, { global: { plugins: [makeI18n('fr')] } })
    await fr.get('[data-scenario="teaching-ford"] input').setValue(true)
    expect(fr.get('[data-plugin="hexes-med"]').text()).toContain('Rapport de forces minimal pour attaquer (HM-COMBAT-8) (minOdds)')
  })

  it('names the choices of an option in the page\'s language, with their values', async () => {
    const choices = async (locale: 'en' | 'fr') => {
      const w = mount(StartView, { global: { plugins: [makeI18n(locale)] } })
      await w.get('[data-scenario="teaching-ford"] input').setValue(true)
      return w.findAll('[data-plugin="hexes-med"] select').flatMap((s) => s.findAll('option').map((o) => o.text()))
    }
    const en = await choices('en')
    expect(en).toContain('die modifier (drm)')
    expect(en).toContain('loses a step (step-loss)')
    expect(en).toContain('1:2')
    expect((await choices('fr'))).toContain('force moins un (minus1)')
  })

  it('starts with a fresh seed, shown in the field, when the seed field was emptied', async () => {
    const w = mount(StartView, withI18n())
    await w.get('.seed input').setValue('')
    await w.get('[data-testid=start]').trigger('click')
    await flushPromises()
    const session = useSessionStore()
    expect(session.error).toBeNull()
    const seed = session.setup!.seed
    expect(Number.isSafeInteger(seed)).toBe(true)
    expect((w.get('.seed input').element as HTMLInputElement).value).toBe(String(seed))
  })

  it('offers the guided first turn with the teaching scenario only, and starts it with every side played by a person', async () => {
    const w = mount(StartView, withI18n())
    expect(w.get('[data-testid=tour-start]').text()).toBe('First time? Take the guided first turn')
    await w.get('[data-scenario="hastings-1066"] input').setValue(true)
    expect(w.find('[data-testid=tour-start]').exists()).toBe(false)
    await w.get('[data-scenario="teaching-ford"] input').setValue(true)
    const computerRadio = () => w.get('[data-side="french"] [data-player=computer]').element as HTMLInputElement
    await vi.waitFor(() => expect(computerRadio().disabled).toBe(false), { timeout: 20_000 }) // the computer players load
    await w.get('[data-side="french"] [data-player=computer]').setValue(true)
    expect(computerRadio().checked).toBe(true)
    expect(w.find('[data-side="french"] [data-testid=bot-level]').exists()).toBe(true)
    await w.get('[data-testid=tour-start]').trigger('click')
    await flushPromises()
    const session = useSessionStore()
    expect(session.setup?.scenarioId).toBe('teaching-ford')
    expect(session.setup?.players).toEqual({ routiers: 'human', french: 'human' })
    expect(useTourStore().step?.id).toBe('select')
  }, 30_000)

  it('offers the guided turn "again" once it was done', () => {
    localStorage.setItem(TOUR_KEY, 'done')
    const w = mount(StartView, withI18n())
    expect(w.get('[data-testid=tour-start]').text()).toBe('Take the guided first turn again')
  })

  it("lists and details the scenarios in the page's language, from their translations, and in English otherwise", async () => {
    const fr = mount(StartView, { global: { plugins: [makeI18n('fr')] } })
    expect(fr.get('[data-scenario="teaching-ford"] .name').text()).toBe('Le gué de Saint-Aubin')
    expect(fr.get('[data-scenario="hastings-1066"]').text()).toContain('Normands')
    expect(fr.get('[data-scenario="hastings-1066"] .date').text()).toBe('14 octobre 1066')
    expect(fr.get('[data-scenario="lewes-1264"] .name').text()).toBe('Lewes, 14 mai 1264')
    await fr.get('[data-scenario="hastings-1066"] input').setValue(true)
    const setup = fr.get('[data-testid=setup]').text()
    expect(setup).toContain('Le 14 octobre 1066, Harold II')
    expect(setup).toContain('Harold tombe au pied de ses étendards : victoire normande')
    expect(setup).toContain('HEXES Med : un système rapide')
    const en = mount(StartView, withI18n())
    expect(en.get('[data-scenario="teaching-ford"] .name').text()).toBe('The Ford at Saint-Aubin')
    expect(en.get('[data-scenario="hastings-1066"]').text()).toContain('Normans')
    expect(en.get('[data-scenario="lewes-1264"] .name').text()).toBe('Lewes, 14 May 1264')
  })

  it('offers the scenario\'s variants next to its rule plugins; the plugins follow the variant picked, and the setup names it', async () => {
    const w = mount(StartView, withI18n())
    await w.get('[data-scenario="teaching-ford"] input').setValue(true)
    expect(w.find('[data-testid=variants]').exists()).toBe(false)
    await w.get('[data-scenario="hastings-1066"] input').setValue(true)
    const choices = w.findAll('[data-testid=variants] label')
    expect(choices.map((c) => c.attributes('data-variant'))).toEqual(['', 'skirmish-dice', 'panic'])
    expect(w.get('[data-variant="panic"]').text()).toContain('Skirmish dice and panic')
    // The scenario as written is the default.
    expect((w.get('[data-variant=""] input').element as HTMLInputElement).checked).toBe(true)
    expect(w.findAll('[data-plugin]').map((p) => p.attributes('data-plugin'))).toEqual(['hexes-med'])
    expect(w.get('[data-variant="skirmish-dice"]').text()).toContain('Skirmish dice')
    expect(w.get('[data-variant="skirmish-dice"]').text()).toContain('combat results table')
    await w.get('[data-variant="skirmish-dice"] input').setValue(true)
    expect(w.findAll('[data-plugin]').map((p) => p.attributes('data-plugin'))).toEqual(['hexes-med', 'skirmish-dice'])
    expect(w.get('[data-plugin="skirmish-dice"]').text()).toContain('Skirmish dice for HEXES Med')
    expect(w.get('[data-testid=chosen-name]').text()).toBe('Hastings — Skirmish dice')
    await w.get('[data-testid=start]').trigger('click')
    await flushPromises()
    const session = useSessionStore()
    expect(session.error).toBeNull()
    expect(session.setup).toMatchObject({ scenarioId: 'hastings-1066', variant: 'skirmish-dice' })
    expect(session.setup!.plugins.map((p) => p.id)).toEqual(['hexes-med', 'skirmish-dice'])
    expect(session.state!.units.every((u) => u.stats.sk?.hp === 6)).toBe(true)
  })

  it('goes back to the scenario as written, and to it again when another scenario is picked; the variant speaks the page\'s language', async () => {
    const w = mount(StartView, { global: { plugins: [makeI18n('fr')] } })
    await w.get('[data-scenario="hastings-1066"] input').setValue(true)
    expect(w.get('[data-variant=""]').text()).toContain('Tel qu\'écrit')
    expect(w.get('[data-variant="skirmish-dice"]').text()).toContain('Dés d\'escarmouche')
    expect(w.get('[data-variant="skirmish-dice"]').text()).toContain('table des résultats de combat')
    await w.get('[data-variant="skirmish-dice"] input').setValue(true)
    expect(w.get('[data-plugin="skirmish-dice"] .plugin-head strong').text()).toBe('Dés d\'escarmouche pour HEXES Med')
    expect(w.get('[data-testid=chosen-name]').text()).toBe('Hastings — Dés d\'escarmouche')
    await w.get('[data-variant=""] input').setValue(true)
    expect(w.findAll('[data-plugin]').map((p) => p.attributes('data-plugin'))).toEqual(['hexes-med'])
    await w.get('[data-variant="skirmish-dice"] input').setValue(true)
    await w.get('[data-scenario="cannae-216bc"] input').setValue(true)
    await w.get('[data-scenario="hastings-1066"] input').setValue(true)
    expect((w.get('[data-variant=""] input').element as HTMLInputElement).checked).toBe(true)
    expect(w.findAll('[data-plugin]').map((p) => p.attributes('data-plugin'))).toEqual(['hexes-med'])
    await w.get('[data-testid=start]').trigger('click')
    await flushPromises()
    expect(useSessionStore().setup?.variant).toBeUndefined()
  })
})
