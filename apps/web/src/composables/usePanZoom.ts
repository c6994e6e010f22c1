import { onBeforeUnmount, type Ref } from 'vue'

/** The current view: translation in CSS pixels and scale. */
export interface View {
  x: number
  y: number
  k: number
}

/**
 * Transform-based pan and zoom of a content element inside a container. The view is a plain
 * object (not reactive): it is written to `style.transform` once per animation frame, so panning
 * never re-renders a Vue component and the browser only recomposites the layer.
 */
export function usePanZoom(container: Ref<HTMLElement | null>, content: Ref<HTMLElement | null>, options: { minScale?: number; maxScale?: number } = {}) {
  const view: View = { x: 0, y: 0, k: 1 }
  const minScale = options.minScale ?? 0.2
  const maxScale = options.maxScale ?? 4
  let frame = 0

  function write(): void {
    frame = 0
    const el = content.value
    if (el) el.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.k})`
  }
  /** Writes the view at the next frame (coalesces many pointer events into one write). */
  function schedule(): void {
    if (!frame) frame = requestAnimationFrame(write)
  }
  /** Writes the view now (bench and tests). */
  function flush(): void {
    if (frame) cancelAnimationFrame(frame)
    write()
  }

  function panBy(dx: number, dy: number): void {
    view.x += dx
    view.y += dy
    schedule()
  }

  /** Zooms by `factor` keeping the point under (`clientX`, `clientY`) in place. */
  function zoomAt(clientX: number, clientY: number, factor: number): void {
    const rect = container.value?.getBoundingClientRect()
    const px = clientX - (rect?.left ?? 0)
    const py = clientY - (rect?.top ?? 0)
    const k = Math.min(maxScale, Math.max(minScale, view.k * factor))
    const f = k / view.k
    view.x = px - (px - view.x) * f
    view.y = py - (py - view.y) * f
    view.k = k
    schedule()
  }

  /** Fits a `width` x `height` map (map units) into the container. */
  function fit(width: number, height: number): void {
    const rect = container.value?.getBoundingClientRect()
    if (!rect || rect.width === 0) return
    const k = Math.min(maxScale, Math.max(minScale, Math.min(rect.width / width, rect.height / height) * 0.96))
    view.k = k
    view.x = (rect.width - width * k) / 2
    view.y = (rect.height - height * k) / 2
    flush()
  }

  /** Map units of a client point. */
  function toMap(clientX: number, clientY: number): { x: number; y: number } {
    const rect = container.value?.getBoundingClientRect()
    return { x: (clientX - (rect?.left ?? 0) - view.x) / view.k, y: (clientY - (rect?.top ?? 0) - view.y) / view.k }
  }

  /** Client point of a map-unit point. */
  function toClient(x: number, y: number): { x: number; y: number } {
    const rect = container.value?.getBoundingClientRect()
    return { x: (rect?.left ?? 0) + view.x + x * view.k, y: (rect?.top ?? 0) + view.y + y * view.k }
  }

  onBeforeUnmount(() => {
    if (frame) cancelAnimationFrame(frame)
  })

  return { view, panBy, zoomAt, fit, toMap, toClient, flush }
}
