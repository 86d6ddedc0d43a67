/**
 * The realtime vocabulary: namespaces, the per-user room, and typed event descriptors. A feature
 * declares its events next to its code (`realtimeEvent<Payload>('/chat', 'message_new')`), so
 * emitting with the wrong payload, or on the wrong namespace, does not compile.
 */
export const NAMESPACES = ['/notification', '/chat', '/file-convert'] as const;
export type NamespaceName = (typeof NAMESPACES)[number];

export interface RealtimeEvent<Payload> {
  readonly namespace: NamespaceName;
  readonly name: string;
  /** Never set: it only carries the payload type from the declaration to `emit` calls. */
  readonly payloadType?: Payload;
}

export function realtimeEvent<Payload>(namespace: NamespaceName, name: string): RealtimeEvent<Payload> {
  return { namespace, name };
}

/** Every authenticated socket joins its user's room in its namespace, on every server node. */
export const userRoom = (userId: string): string => `user:${userId}`;

/**
 * Sockets that opened a business's channels, so a change of who sees that business (case
 * managers, the client's supervisor, region or brand) can re-check them without knowing chat.
 */
export const businessRoom = (businessId: string): string => `business:${businessId}`;
