import { notifySettingsSchema, seatLink, type ChatMessage, type NotifySettings, type NotifySettingsAccepted, type CreateGameRequest, type CreateGameResponse, type ServerMessage } from '@hexes/protocol'
import { actingSide } from '@hexes/core'
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import { plugins } from '../lib/catalog'
import type { RemoteLink } from '../lib/driver/RemoteDriver'
import { forgetGame, linkForAddress, readMyGames, rememberGame, updateMyGame, type MyGame } from '../lib/remote/myGames'
import { isFailure, RemoteApi, type ServerFailure } from '../lib/remote/RemoteApi'
import { RemoteError } from '../lib/remote/RemoteError'
import { stateOfView } from '../lib/remote/stateOfView'
import { RemoteSocket, socketUrl, type SocketStatus } from '../lib/remote/RemoteSocket'
import { verifyGame, type VerifyOutcome } from '../lib/remote/verifyGame'
import { useSessionStore } from './session'

/** A failure of a remote request, for the page: a server's refusal or a `RemoteError`'s code. */
export interface RemoteProblem {
  code: string
  message: string
  /** The bad field, when one is to blame (`email`). */
  path?: string
}

/**
 * Remote play around the session: the WebSocket of the open game (its pushes go to the session's
 * driver; chat and presence stay here), the chat, who is online, the "your turn" notice and the
 * browser notification (only once the player asked for them), where "your turn" goes (e-mail,
 * webhook), the check of the dice after the end (`verifyRecord` in the browser), the acceptance
 * of updated rules, creating a game, and "My games": the links this browser holds
 * (`lib/remote/myGames`, in localStorage).
 */
export const useRemoteStore = defineStore('remote', () => {
  const session = useSessionStore()
  const api = new RemoteApi('')
  const link = shallowRef<RemoteLink | null>(null)
  const socketStatus = ref<SocketStatus>('closed')
  const online = ref<string[]>([])
  const chat = shallowRef<ChatMessage[]>([])
  const myGames = shallowRef<MyGame[]>(readMyGames())
  /** The "your turn" notice is up (dismissed by the player or by acting). */
  const yourTurn = ref(false)
  /** The seat's last turn-clock notice (a reminder, or its half-turn timed out), until dismissed. */
  const clockNotice = ref<{ kind: 'reminder' | 'timeout'; deadline: string } | null>(null)
  const notifications = ref<NotificationPermission | 'unsupported'>(typeof Notification === 'undefined' ? 'unsupported' : Notification.permission)
  const verify = shallowRef<VerifyOutcome | { ok: null } | null>(null)
  const problem = shallowRef<RemoteProblem | null>(null)
  let socket: RemoteSocket | null = null

  const viewer = computed(() => session.remote?.viewer ?? null)
  const myTurn = computed(() => !!session.remote && !!viewer.value && !session.state?.result && session.actingSide === viewer.value && session.remote.status === 'running')

  function fail(e: unknown): void {
    if (e instanceof RemoteError) problem.value = { code: e.code, message: e.message }
    else if (isFailure(e)) problem.value = { code: e.code, message: e.message }
    else throw e
  }

  /**
   * Opens a remote game from its link (a seat's or a spectator's), keeps the link in My games,
   * connects the WebSocket and loads the chat. On arrival with the opponent's moves since my last
   * turn, their review opens (the replay "since my turn").
   */
  async function open(l: RemoteLink): Promise<boolean> {
    leave()
    if (!(await session.openRemote(l, api))) return false
    link.value = l
    const snap = session.remote!
    myGames.value = rememberGame({ gameId: l.gameId, token: l.token, side: snap.viewer, scenarioId: snap.scenarioId, addedAt: new Date().toISOString(), ...summary() })
    online.value = snap.seats.filter((s) => s.online).map((s) => s.side)
    socket = new RemoteSocket({
      url: socketUrl(location.origin), gameId: l.gameId, token: l.token, seen: () => session.remoteSeen(), onMessage, onStatus: (s) => (socketStatus.value = s),
    })
    void loadChat()
    if (myTurn.value) {
      lastNoticed = session.actionCount
      yourTurn.value = true
      if (otherActedSinceMyTurn()) await session.openReplay('since-my-turn')
    }
    return true
  }

  /** Whether another side has acted since my last end of phase (there is something to review). */
  function otherActedSinceMyTurn(): boolean {
    const log = session.actionLog()
    let i = log.length - 1
    while (i >= 0 && !(log[i]!.type === 'end-phase' && log[i]!.side === viewer.value)) i--
    return i >= 0 && log.slice(i + 1).some((a) => a.side !== viewer.value)
  }

  /** What My games shows of the open game. */
  function summary(): Pick<MyGame, 'status' | 'actingSide' | 'turn'> {
    return { status: session.remote?.status ?? 'running', actingSide: session.state?.result ? null : session.actingSide, turn: session.state?.turn.turn ?? 0 }
  }

  /** Leaves the open remote game (the link stays in My games). */
  function leave(): void {
    socket?.close()
    socket = null
    link.value = null
    chat.value = []
    online.value = []
    yourTurn.value = false
    verify.value = null
    problem.value = null
    socketStatus.value = 'closed'
  }

  let lastNoticed = -1
  /** "Your turn": the in-app notice, and the browser's notification when the player allowed it. */
  function noticeTurn(): void {
    if (!myTurn.value || lastNoticed === session.actionCount) return
    lastNoticed = session.actionCount
    yourTurn.value = true
    if (notifications.value === 'granted' && typeof Notification !== 'undefined') {
      try {
        new Notification(turnTitle.value, { body: turnBody.value, tag: `hexes-${link.value?.gameId}` })
      } catch {
        // a browser that only notifies from a service worker: the in-app notice stays
      }
    }
  }
  /** The words of the browser notification (set by the page, in its language). */
  const turnTitle = ref('Hexes')
  const turnBody = ref('')

  // The other seat's last action handed the game to me: notice it (whatever brought the state).
  watch(myTurn, (mine) => {
    if (mine) noticeTurn()
    else yourTurn.value = false
  })
  // The session left the remote game (quit, another game): so does this store.
  watch(() => session.remote, (r) => {
    if (r || !link.value) return
    leave()
    // Back on the start screen: a reload must not open the link again.
    if (typeof location !== 'undefined' && new URLSearchParams(location.search).has('game')) history.replaceState(null, '', location.pathname)
  })
  // Keep My games' summary of the open game up to date.
  watch(() => [session.revision, session.remote?.status], () => {
    if (link.value && session.remote) myGames.value = updateMyGame(link.value, summary())
  })

  function onMessage(msg: ServerMessage): void {
    if (msg.type === 'chat') {
      if (!chat.value.some((m) => m.id === msg.message.id)) chat.value = [...chat.value, msg.message]
    } else if (msg.type === 'presence') online.value = msg.online.slice()
    else if (msg.type === 'your-turn') noticeTurn()
    else if (msg.type === 'clock') clockNotice.value = { kind: msg.kind, deadline: msg.deadline }
    else if (msg.type === 'error') problem.value = { code: msg.error.code, message: msg.error.message }
    else {
      session.receiveRemote(msg)
      if (msg.type === 'sync') online.value = msg.snapshot.seats.filter((s) => s.online).map((s) => s.side)
    }
  }

  /** A request for the open game's link (none without one); a failure goes to `problem`. */
  async function call<T>(f: (l: RemoteLink) => Promise<T | ServerFailure>): Promise<T | null> {
    const l = link.value
    return l ? request(() => f(l)) : null
  }

  /** A request to the server: its answer, or `null` with the failure in `problem`. */
  async function request<T>(f: () => Promise<T | ServerFailure>): Promise<T | null> {
    try {
      const r = await f()
      if (isFailure(r)) {
        problem.value = { code: r.code, message: r.message, ...(r.path ? { path: r.path } : {}) }
        return null
      }
      problem.value = null
      return r
    } catch (e) {
      fail(e)
      return null
    }
  }

  async function loadChat(): Promise<void> {
    const r = await call((l) => api.chat(l.gameId, l.token))
    if (r) chat.value = [...r, ...chat.value.filter((m) => !r.some((x) => x.id === m.id))].sort((a, b) => a.id - b.id)
  }

  /** Writes in the chat; `true` once the server has it. */
  async function say(text: string): Promise<boolean> {
    const m = await call((l) => api.say(l.gameId, l.token, text))
    if (m && !chat.value.some((x) => x.id === m.id)) chat.value = [...chat.value, m]
    return !!m
  }

  /**
   * Where this seat's "your turn" goes: checked with the protocol's schema first (a bad address
   * is named, nothing is sent), then the server's answer (with a new webhook's signing secret).
   */
  async function setNotify(settings: NotifySettings): Promise<NotifySettingsAccepted | null> {
    const checked = notifySettingsSchema.safeParse(settings)
    if (!checked.success) {
      const issue = checked.error.issues[0]!
      problem.value = { code: 'server/bad-request', message: `${issue.path.join('.')}: ${issue.message}`, path: issue.path.join('.') }
      return null
    }
    return call((l) => api.notify(l.gameId, l.token, checked.data))
  }

  /** Accepts the updated rules of a held game, then reloads the game. */
  async function acceptRules(): Promise<boolean> {
    const l = link.value
    if (!(await call((x) => api.acceptRules(x.gameId, x.token))) || !l) return false
    return open(l)
  }

  /** Asks the browser for notifications (on the player's click, never on load). */
  async function askNotifications(): Promise<void> {
    if (typeof Notification === 'undefined') return
    notifications.value = await Notification.requestPermission()
  }

  /** Fetches the record of the ended game and checks every die against the commitment, here. */
  async function verifyDice(): Promise<void> {
    verify.value = { ok: null }
    const record = await call((l) => api.record(l.gameId, l.token))
    verify.value = record && session.scenario ? verifyGame(record, session.remote?.commitment ?? '', session.scenario, plugins) : null
  }

  /** Creates a game on the server; its links are in the answer (shown once). */
  function create(game: CreateGameRequest): Promise<CreateGameResponse | null> {
    return request(() => api.createGame(game))
  }

  /** Keeps a link of a game this browser created (my own seats, or the spectator's link). */
  function keep(game: MyGame): void {
    myGames.value = rememberGame(game)
  }

  /**
   * Asks the server where each game of My games stands (whose turn, status), a few at a time; a
   * link the server refuses or a server out of reach keeps what was last seen.
   */
  async function refreshMyGames(): Promise<void> {
    for (const g of myGames.value.slice(0, 20)) {
      try {
        const s = await api.snapshot(g.gameId, g.token)
        if (isFailure(s)) continue
        const v = s.view
        myGames.value = updateMyGame(g, { status: s.status, turn: v.turn.turn, actingSide: v.result ? null : actingSide(stateOfView(v)) })
      } catch {
        // out of reach: the list shows what it last saw
      }
    }
  }

  /** Removes a link from My games. */
  function forget(g: RemoteLink): void {
    myGames.value = forgetGame(g)
  }

  /** Opens the game of the page's address: a seat link, or a notice's `/?game=<id>` (`linkForAddress`). */
  async function openFromAddress(href: string = location.href): Promise<boolean> {
    const l = linkForAddress(href)
    return l ? open(l) : false
  }

  /** A seat link on this page's origin. */
  function linkOf(gameId: string, token: string): string {
    return seatLink(location.origin, gameId, token)
  }

  return {
    link, socketStatus, online, chat, myGames, yourTurn, clockNotice, notifications, verify, problem, myTurn, turnTitle, turnBody,
    open, leave, say, setNotify, acceptRules, askNotifications, verifyDice, create, keep, forget, refreshMyGames, openFromAddress, linkOf, loadChat,
  }
})
