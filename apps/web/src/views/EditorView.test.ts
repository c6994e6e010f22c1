import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { makeI18n } from '../i18n'
import { useEditorStore } from '../stores/editor'
import EditorView from './EditorView.vue'

describe('web/EditorView: the scenario editor screen', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    localStorage.clear()
  })

  it('starts a blank map in French, lists the issues with their paths, and undoes with ctrl+z and redoes with ctrl+y', async () => {
    const w = mount(EditorView, { global: { plugins: [makeI18n('fr')] }, attachTo: document.body })
    expect(w.get('[data-testid=editor-new]').text()).toContain('Carte vierge')
    await w.get('[data-testid=editor-blank]').trigger('click')
    expect(w.find('[data-testid=editor-map]').exists()).toBe(true)
    const paths = w.findAll('[data-testid=editor-issue]').map((li) => li.attributes('data-path'))
    expect(paths).toEqual(expect.arrayContaining(['units', 'victory.conditions']))
    expect(w.get('[data-testid=editor-playtest]').attributes('disabled')).toBeDefined()

    await w.get('[data-testid=editor-side-add]').trigger('click')
    expect(w.findAll('[data-testid=editor-sides] .side')).toHaveLength(3)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }))
    await nextTick()
    expect(w.findAll('[data-testid=editor-sides] .side')).toHaveLength(2)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'y', ctrlKey: true }))
    await nextTick()
    expect(w.findAll('[data-testid=editor-sides] .side')).toHaveLength(3)
    w.unmount()
  })

  it('adds a victory condition of the chosen kind, winner and side, with its French text', async () => {
    const editor = useEditorStore()
    const w = mount(EditorView, { global: { plugins: [makeI18n('en')] } })
    await w.get('[data-testid=editor-blank]').trigger('click')
    await w.get('[data-testid=editor-condition-winner]').setValue('east')
    await w.get('[data-testid=editor-condition-side]').setValue('west')
    await w.get('[data-testid=editor-condition-count]').setValue('2')
    await w.get('[data-testid=editor-condition-text]').setValue('The West is broken')
    await w.get('[data-testid=editor-condition-text-fr]').setValue("L'Ouest est brisé")
    await w.get('[data-testid=editor-condition-add]').trigger('click')
    expect(editor.draft!.victory.conditions).toEqual([{ id: 'condition-1', kind: 'unitsEliminated', winner: 'east', side: 'west', count: 2, timing: 'immediate', text: 'The West is broken' }])
    expect(editor.draft!.translations!.fr!.victory).toEqual({ default: 'Match nul', 'condition-1': "L'Ouest est brisé" })
    expect(w.findAll('[data-testid=editor-issue]').map((li) => li.attributes('data-path'))).not.toContain('victory.conditions')
  })

  it('adds a leader to the west unit in French, with its names, bonus and general flag, and removes it (HM-LDR-1)', async () => {
    const editor = useEditorStore()
    const w = mount(EditorView, { global: { plugins: [makeI18n('fr')] } })
    await w.get('[data-testid=editor-blank]').trigger('click')
    editor.change((d) => d.units.push({ id: 'west-1', side: 'west', type: d.units[0]?.type ?? 'militia', hex: '1,1' }))
    await nextTick()
    expect(w.get('[data-testid=editor-leaders]').text()).toContain('Chefs')
    await w.get('[data-testid=editor-leader-add-side]').setValue('west')
    await w.get('[data-testid=editor-leader-add]').trigger('click')
    expect(editor.draft!.leaders).toEqual([{ id: 'west-leader-1', side: 'west', name: 'Chef', unit: 'west-1' }])
    expect(w.get('[data-testid=editor-leader-unit]').text()).toContain('aucune (hors carte)')
    await w.get('[data-testid=editor-leader-name]').setValue('Aldric')
    await w.get('[data-testid=editor-leader-name-fr]').setValue('Aldric le Hardi')
    await w.get('[data-testid=editor-leader-bonus]').setValue('2')
    await w.get('[data-testid=editor-leader-general]').setValue(true)
    expect(editor.draft!.leaders[0]).toEqual({ id: 'west-leader-1', side: 'west', name: 'Aldric', unit: 'west-1', bonus: 2, general: true })
    expect(editor.draft!.translations!.fr!.leaders).toEqual({ 'west-leader-1': 'Aldric le Hardi' })
    await w.get('[data-testid=editor-leader-unit]').setValue('')
    expect(editor.draft!.leaders[0]!.unit).toBeNull()
    await w.get('[data-testid=editor-leader-remove]').trigger('click')
    expect(editor.draft!.leaders).toEqual([])
  })

  it("shows the mix's option fields labelled in French and writes an option into plugins[i].config (GAP-HM-05)", async () => {
    const editor = useEditorStore()
    const w = mount(EditorView, { global: { plugins: [makeI18n('fr')] } })
    await w.get('[data-testid=editor-blank]').trigger('click')
    const panel = w.get('[data-testid=editor-plugins]')
    expect(panel.text()).toContain('Plugins de règles')
    const reduce = panel.get('[data-option=reduce] select')
    await reduce.setValue('minus1')
    expect(editor.draft!.plugins[0]!.config).toMatchObject({ reduce: 'minus1' })
    expect(panel.get('[data-option=unitTypes]').text()).toContain('à régler dans le fichier du scénario')
  })
})
