import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, loadChunk } from './lazy';

afterEach(() => window.sessionStorage.clear());

describe('lazy route chunks', () => {
  it('reloads the page once when a chunk fails, then lets the next failure through', async () => {
    const reload = vi.fn();
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const pending = loadChunk(failing, reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe('1');
    void pending;
    await expect(loadChunk(failing, reload)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });

  it('clears the flag after a successful load', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    await expect(loadChunk(() => Promise.resolve('ok'), vi.fn())).resolves.toBe('ok');
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });
});
