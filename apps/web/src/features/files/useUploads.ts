/**
 * A queue of file uploads with progress per file. Each file is its own request, so one refused
 * file (too big, wrong link) does not sink the others, and its progress bar is its own.
 */
import { useCallback, useState } from 'react';
import { errorMessage } from '../../app/notify';

export type UploadStatus = 'waiting' | 'sending' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  progress: number;
  status: UploadStatus;
  error?: string;
}

export type SendFile = (file: File, onProgress: (fraction: number) => void) => Promise<void>;

/** Two at a time: faster than one by one, and a slow line is not split many ways. */
const PARALLEL = 2;

let nextKey = 0;

export function useUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  /** Uploads `files` through `send`; resolves once every one has finished or failed. */
  const upload = useCallback(
    async (files: readonly File[], send: SendFile): Promise<UploadItem[]> => {
      const added = files.map((file): { file: File; item: UploadItem } => ({
        file,
        item: { key: `u${(nextKey += 1)}`, name: file.name, size: file.size, progress: 0, status: 'waiting' },
      }));
      setItems((all) => [...all, ...added.map((a) => a.item)]);
      const results: UploadItem[] = [];
      const queue = [...added];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { file, item } = next;
          patch(item.key, { status: 'sending' });
          try {
            await send(file, (progress) => patch(item.key, { progress }));
            patch(item.key, { status: 'done', progress: 1 });
            results.push({ ...item, status: 'done', progress: 1 });
          } catch (error) {
            const message = errorMessage(error);
            patch(item.key, { status: 'failed', error: message });
            results.push({ ...item, status: 'failed', error: message });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, added.length) }, worker));
      return results;
    },
    [patch],
  );

  const clearFinished = useCallback(
    () => setItems((all) => all.filter((item) => item.status === 'waiting' || item.status === 'sending')),
    [],
  );

  return { items, upload, clearFinished, busy: items.some((item) => item.status === 'waiting' || item.status === 'sending') };
}
