// Writes the Tourelles campaign battle of the after-battle browser test (run by the test with
// `node --import tsx`): the save at the start of its last turn, and what the test expects of it
// (`src/stores/testTourellesBattle.ts`), as one JSON file at the path given.
import 'reflect-metadata'
import { writeFileSync } from 'node:fs'
import { tourellesBattle } from '../src/stores/testTourellesBattle'

const out = process.argv[2]
if (!out) throw new Error('usage: campaignBattleSave.ts <out.json>')
const b = tourellesBattle()
writeFileSync(out, JSON.stringify({ save: b.save, tail: b.tail.length, act: b.act, surplus: b.surplus, cap: b.cap, goldAfter: b.goldAfter, seed: b.seed }))
