// The computer players' thread: decisions are searched here, so the server's event loop never waits for them.
import 'reflect-metadata'
import { parentPort } from 'node:worker_threads'
import type { BotAnswer, BotRequest } from './botMessages'

const port = parentPort!
const ready = import('./decideMove')
let queue: Promise<void> = Promise.resolve()

port.on('message', (req: BotRequest) => {
  queue = queue.then(async () => {
    let answer: BotAnswer
    try {
      const { decideMove } = await ready
      answer = { id: req.id, ok: true, action: await decideMove(req) }
    } catch (e) {
      answer = { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) }
    }
    port.postMessage(answer)
  })
})
