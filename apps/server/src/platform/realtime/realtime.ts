/**
 * One socket.io server per process, attached to Fastify's HTTP server at /socket.io. Every
 * namespace authenticates the handshake token (`auth: { token }`) and puts the socket in its
 * user's room, so a feature only registers handlers and emits. With REDIS_URL the Redis adapter
 * carries emits to sockets held by other server processes.
 */
import { ErrorCode } from '@ledgerdesk/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server, type DefaultEventsMap, type ExtendedError, type Socket } from 'socket.io';
import type { AuthUser } from '../auth/guard.js';
import { INTERNAL_ERROR_MESSAGE } from '../errors.js';
import { NAMESPACES, userRoom, type NamespaceName, type RealtimeEvent } from './events.js';
import { connectRedisAdapter, type RedisAdapterLink } from './redis.js';

export interface SocketData {
  user: AuthUser;
}

export type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** Resolves a handshake token to an active user, or undefined to refuse the connection. */
export type Authenticate = (token: string | undefined) => Promise<AuthUser | undefined>;

export type ConnectionHandler = (socket: RealtimeSocket, user: AuthUser) => void;

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

export function createRealtime(options: { redisUrl: string | undefined; log: FastifyBaseLogger }): Realtime {
  const { log } = options;
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>({
    path: '/socket.io',
    serveClient: false,
  });
  let authenticate: Authenticate | undefined;
  let attached = false;
  // Set up before any feature registers a handler, so every handler can rely on the user room.
  for (const name of NAMESPACES) authenticateNamespace(io, name, (token) => authenticate?.(token) ?? Promise.resolve(undefined), log);

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
      if (options.redisUrl) io.serverSideEmit(name);
    },
    onNodeMessage(name, handler) {
      io.on(name, () => handler());
    },
    onConnection(namespace, handler) {
      io.of(namespace).on('connection', (socket) => handler(socket, socket.data.user));
    },
    async attach(app, authenticateToken) {
      if (attached) throw new Error('realtime is already attached to a server');
      attached = true;
      let redis: RedisAdapterLink | undefined;
      if (options.redisUrl) {
        redis = await connectRedisAdapter(options.redisUrl, log);
        // Set before any socket connects: existing namespaces are re-created on the new adapter.
        io.adapter(redis.adapter);
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

function authenticateNamespace(
  io: Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>,
  name: NamespaceName,
  authenticate: Authenticate,
  log: FastifyBaseLogger,
): void {
  const namespace = io.of(name);
  namespace.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown>).token;
    authenticate(typeof token === 'string' && token ? token : undefined).then(
      (user) => {
        if (!user) return next(new HandshakeError('Please sign in to continue.', { statusCode: 401, code: ErrorCode.UNAUTHENTICATED }));
        socket.data.user = user;
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
