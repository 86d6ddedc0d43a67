/**
 * One socket.io server per process, attached to Fastify's HTTP server at /socket.io. Every
 * namespace authenticates the handshake token (`auth: { token }`) and puts the socket in its
 * user's room, so a feature only registers handlers and emits. With REDIS_URL the Redis adapter
 * carries emits to sockets held by other server processes.
 *
 * A socket lives no longer than its access: it is closed when its token expires, and `recheck`
 * (sent to every node over the same Redis link) re-authenticates the sockets of the users or
 * rooms named and closes those whose token no longer holds or whose feature checks fail.
 */
import { ErrorCode } from '@ledgerdesk/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server, type DefaultEventsMap, type ExtendedError, type Socket } from 'socket.io';
import type { AuthSession, AuthUser } from '../auth/guard.js';
import { INTERNAL_ERROR_MESSAGE } from '../errors.js';
import { NAMESPACES, userRoom, type NamespaceName, type RealtimeEvent } from './events.js';
import { connectRedisAdapter, type RedisAdapterLink } from './redis.js';

export interface SocketData {
  user: AuthUser;
  token: string;
}

export type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** Resolves a handshake token to an active user as stored now, or undefined to refuse the connection. */
export type Authenticate = (token: string | undefined) => Promise<AuthSession | undefined>;

export type ConnectionHandler = (socket: RealtimeSocket, user: AuthUser) => void;

/** Whether a socket, whose user was just re-authenticated, may keep what it has (e.g. the channels it joined). */
export type AccessCheck = (socket: RealtimeSocket, user: AuthUser) => Promise<boolean>;

/** Whose sockets to re-check: those of these users, and those in these rooms (of any namespace). */
export interface RecheckTarget {
  users?: readonly string[];
  rooms?: readonly string[];
}

export interface Realtime {
  /** Sends to every socket in `room` of the event's namespace, on every node. */
  to<P>(room: string, event: RealtimeEvent<P>, payload: NoInfer<P>): void;
  /** Sends to every tab and device of one user connected to the event's namespace. */
  toUser<P>(userId: string, event: RealtimeEvent<P>, payload: NoInfer<P>): void;
  /** Puts every socket of a user (on every node) into a room, e.g. a chat channel they just joined. */
  joinUser(namespace: NamespaceName, userId: string, room: string): void;
  /** Runs for each authenticated socket, after it joined its user's room. */
  onConnection(namespace: NamespaceName, handler: ConnectionHandler): void;
  /**
   * Tells every other server node (through Redis; nobody when there is no REDIS_URL): how a
   * change held in each node's memory, such as system settings, reaches them all.
   */
  toOtherNodes(name: string): void;
  /** Runs `handler` when another node calls `toOtherNodes(name)`. */
  onNodeMessage(name: string, handler: () => void): void;
  /**
   * Re-authenticates a socket's token against the stored user (status, token version, role and
   * scope as they are now); closes the socket and answers undefined when it no longer holds.
   */
  reauthorize(socket: RealtimeSocket): Promise<AuthUser | undefined>;
  /** Registers a namespace's check, run for each socket `recheck` finds there. */
  onRecheck(namespace: NamespaceName, check: AccessCheck): void;
  /** Re-checks the target's sockets on every node: call it after a change of access has committed. */
  recheck(target: RecheckTarget): void;
  /** Throws when the link to the other nodes (Redis) is down; nothing to check without REDIS_URL. */
  ready(): Promise<void>;
  /** The sockets this node holds, per namespace. */
  socketCounts(): Record<NamespaceName, number>;
  /** Serves sockets on the app's HTTP server and ties their shutdown to the app's. */
  attach(app: FastifyInstance, authenticate: Authenticate): Promise<void>;
}

/** The error a refused handshake hands the client as `connect_error`, with the HTTP-like status in `data`. */
class HandshakeError extends Error implements ExtendedError {
  constructor(
    message: string,
    readonly data: { statusCode: number; code: ErrorCode },
  ) {
    super(message);
  }
}

/** Between nodes: `recheck`, and the named messages of toOtherNodes (prefixed so they never meet it). */
type ServerSideEvents = { recheck: (target: RecheckTarget) => void } & Record<`node:${string}`, () => void>;

type IoServer = Server<DefaultEventsMap, DefaultEventsMap, ServerSideEvents, SocketData>;

/** setTimeout's ceiling (about 24.8 days); a token lives 1 day, so only a forged clock would reach it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createRealtime(options: { redisUrl: string | undefined; log: FastifyBaseLogger }): Realtime {
  const { log } = options;
  // WebSocket only: long-polling's separate requests would reach nodes that never opened the
  // socket behind a load balancer without sticky sessions (docs/decisions/0016).
  const io: IoServer = new Server({ path: '/socket.io', serveClient: false, transports: ['websocket'] });
  let authenticate: Authenticate | undefined;
  let attached = false;
  let redis: RedisAdapterLink | undefined;
  let shared = false;
  const checks = new Map<NamespaceName, AccessCheck[]>();
  const authenticateNow: Authenticate = (token) => authenticate?.(token) ?? Promise.resolve(undefined);

  const reauthorize = async (socket: RealtimeSocket): Promise<AuthUser | undefined> => {
    const session = await authenticateNow(socket.data.token);
    if (!session) {
      socket.disconnect(true);
      return undefined;
    }
    socket.data.user = session.user;
    return session.user;
  };

  /** This node's sockets of the target, each re-authenticated and put to its namespace's checks. */
  const recheckLocal = async (target: RecheckTarget) => {
    const rooms = [...(target.users ?? []).map(userRoom), ...(target.rooms ?? [])];
    if (rooms.length === 0) return;
    for (const name of NAMESPACES) {
      const sockets = [...io.of(name).sockets.values()].filter((socket) => rooms.some((room) => socket.rooms.has(room)));
      await Promise.all(
        sockets.map(async (socket) => {
          try {
            const user = await reauthorize(socket);
            if (!user) return;
            for (const check of checks.get(name) ?? []) {
              if (!(await check(socket, user))) return void socket.disconnect(true);
            }
          } catch (err) {
            // Unsure is not allowed: the client reconnects and is checked afresh.
            log.error({ err, namespace: name }, 'socket recheck failed');
            socket.disconnect(true);
          }
        }),
      );
    }
  };

  // Set up before any feature registers a handler, so every handler can rely on the user room.
  for (const name of NAMESPACES) authenticateNamespace(io, name, authenticateNow, log);
  io.on('recheck', (target) => void recheckLocal(target));

  return {
    to(room, event, payload) {
      io.of(event.namespace).to(room).emit(event.name, payload);
    },
    toUser(userId, event, payload) {
      io.of(event.namespace).to(userRoom(userId)).emit(event.name, payload);
    },
    joinUser(namespace, userId, room) {
      io.of(namespace).in(userRoom(userId)).socketsJoin(room);
    },
    toOtherNodes(name) {
      // The in-memory adapter has no other nodes to reach, and warns when asked to.
      if (shared) io.serverSideEmit(`node:${name}`);
    },
    onNodeMessage(name, handler) {
      io.on(`node:${name}`, () => handler());
    },
    onConnection(namespace, handler) {
      io.of(namespace).on('connection', (socket) => handler(socket, socket.data.user));
    },
    reauthorize,
    onRecheck(namespace, check) {
      checks.set(namespace, [...(checks.get(namespace) ?? []), check]);
    },
    recheck(target) {
      // The other nodes hear it through Redis; without Redis this node holds every socket.
      if (shared) io.serverSideEmit('recheck', target);
      void recheckLocal(target);
    },
    async ready() {
      await redis?.ping();
    },
    socketCounts() {
      return Object.fromEntries(NAMESPACES.map((name) => [name, io.of(name).sockets.size])) as Record<NamespaceName, number>;
    },
    async attach(app, authenticateToken) {
      if (attached) throw new Error('realtime is already attached to a server');
      attached = true;
      if (options.redisUrl) {
        redis = await connectRedisAdapter(options.redisUrl, log);
        // Set before any socket connects: existing namespaces are re-created on the new adapter.
        io.adapter(redis.adapter);
        shared = true;
      }
      authenticate = authenticateToken;
      io.attach(app.server);

      app.addHook('preClose', (done) => {
        // Only this node's sockets: through the Redis adapter a plain disconnect reaches every node.
        for (const name of NAMESPACES) io.of(name).local.disconnectSockets(true);
        // Engine connections that never joined a namespace would otherwise hold the HTTP server open.
        io.engine.close();
        done();
      });
      app.addHook('onClose', async () => {
        await io.close();
        await redis?.close();
      });
    },
  };
}

function authenticateNamespace(io: IoServer, name: NamespaceName, authenticate: Authenticate, log: FastifyBaseLogger): void {
  const namespace = io.of(name);
  namespace.use((socket, next) => {
    const given: unknown = (socket.handshake.auth as Record<string, unknown>).token;
    const token = typeof given === 'string' && given ? given : undefined;
    authenticate(token).then(
      (session) => {
        if (!session || !token)
          return next(new HandshakeError('Please sign in to continue.', { statusCode: 401, code: ErrorCode.UNAUTHENTICATED }));
        socket.data.user = session.user;
        socket.data.token = token;
        // The token's end is the socket's: nothing it opened outlives it.
        const expiry = setTimeout(() => socket.disconnect(true), Math.min(MAX_TIMER_MS, Math.max(0, session.expiresAtMs - Date.now())));
        socket.once('disconnect', () => clearTimeout(expiry));
        next();
      },
      (err: unknown) => {
        log.error({ err, namespace: name }, 'socket handshake failed');
        next(new HandshakeError(INTERNAL_ERROR_MESSAGE, { statusCode: 500, code: ErrorCode.INTERNAL }));
      },
    );
  });
  namespace.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.user.id));
  });
}
