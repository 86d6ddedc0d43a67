/** Realtime for every feature: typed events, the per-user room, and emits held until commit. */
export { NAMESPACES, businessRoom, realtimeEvent, userRoom, type NamespaceName, type RealtimeEvent } from './events.js';
export {
  createRealtime,
  type AccessCheck,
  type Authenticate,
  type ConnectionHandler,
  type Realtime,
  type RealtimeSocket,
  type RecheckTarget,
  type SocketData,
} from './realtime.js';
