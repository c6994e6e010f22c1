// Dev helper: node e2e/shot.mjs '<query>' out.png [actions as JS in page]
import { launch, openPage, startPreview } from './browser.mjs'
const [query = '', out = '/tmp/shot.png', script = ''] = process.argv.slice(2)
const srv = await startPreview()
const b = await launch()
try {
  const { page, errors } = await openPage(b.context)
  await page.goto(srv.url + query)
  await page.waitForTimeout(800)
  if (script) await new Function('page', `return (async () => { ${script} })()`)(page)
  await page.waitForTimeout(300)
  await page.screenshot({ path: out })
  console.log('errors:', errors)
} finally {
  await b.close()
  srv.stop()
}
