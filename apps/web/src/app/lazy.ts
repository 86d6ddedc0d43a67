/**
 * Route-level code splitting. A chunk that fails to load (usually a deploy replaced it) reloads
 * the page once; a sessionStorage flag stops a reload loop, and the second failure reaches the
 * error page instead.
 */
import type { ComponentType } from 'react';

export const CHUNK_RELOAD_FLAG = 'ledgerdesk:chunk-reload';

export async function loadChunk<T>(load: () => Promise<T>, reload: () => void = () => window.location.reload()): Promise<T> {
  try {
    const loaded = await load();
    window.sessionStorage.removeItem(CHUNK_RELOAD_FLAG);
    return loaded;
  } catch (error) {
    if (window.sessionStorage.getItem(CHUNK_RELOAD_FLAG) === null) {
      window.sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
      reload();
      return new Promise<T>(() => undefined);
    }
    window.sessionStorage.removeItem(CHUNK_RELOAD_FLAG);
    throw error;
  }
}

/** A route `lazy` function for a module whose default export is the page component. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await loadChunk(load);
    return { Component: module.default };
  };
}
