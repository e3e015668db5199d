"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { DetailedError, Upload } from "tus-js-client";

import { percentSent } from "@/lib/portal/tickets/upload-percent";
import {
  refusalBeforeUpload,
  refusalOfServer,
  type UploadRefusal,
} from "@/lib/portal/tickets/upload-refusal";

/** Big enough to keep requests few, small enough that a resumed upload repeats little. */
const CHUNK_BYTES = 5 * 1024 * 1024;
/** Automatic retries after a network error or a busy back end; tus resumes each time. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];

/** Where a form's files go, and the headers (credential) of each request, read at call time. */
export interface UploadTransport {
  endpoint: string;
  headers(): Promise<Record<string, string>>;
}

export interface UploadItem {
  key: string;
  name: string;
  state: "uploading" | "done" | "refused" | "interrupted" | "failed";
  percent: number;
  uploadId?: string;
  refusal?: UploadRefusal;
  details?: string;
}

interface FileUploads {
  items: UploadItem[];
  add(files: File[]): void;
  cancel(key: string): void;
  retry(key: string): void;
  dismiss(key: string): void;
}

/**
 * The files of one form, each uploaded with tus-js-client (resumable, in chunks): reports the
 * finished uploads' ids and whether any is still running.
 */
export function useFileUploads(
  transport: UploadTransport,
  onChange: (uploadIds: string[]) => void,
  onBusyChange?: (busy: boolean) => void,
): FileUploads {
  const [items, setItems] = useState<UploadItem[]>([]);
  const uploads = useRef(new Map<string, Upload>());
  const nextKey = useRef(0);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const upload: Upload = new Upload(file, {
        endpoint: transport.endpoint,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        // Resuming works within the page; nothing about uploads is kept in the browser's storage.
        storeFingerprintForResuming: false,
        metadata: { filename: file.name, filetype: file.type },
        onBeforeRequest: async (request) => {
          for (const [name, value] of Object.entries(await transport.headers())) {
            request.setHeader(name, value);
          }
        },
        onShouldRetry: (error) => {
          const status = statusOf(error);
          return status === 0 || status === 409 || status === 423 || status >= 500;
        },
        onProgress: (sent, total) => update(key, { percent: percentSent(sent, total) }),
        onSuccess: () =>
          update(key, { state: "done", percent: 100, uploadId: uploadIdOf(upload.url) }),
        onError: (error) => {
          const status = statusOf(error);
          const refusal = status === 0 ? null : refusalOfServer(status, bodyOf(error));
          if (refusal) {
            uploads.current.delete(key);
            update(key, { state: "refused", refusal });
          } else if (status === 0) {
            update(key, { state: "interrupted" });
          } else {
            update(key, { state: "failed", details: `HTTP ${status}` });
          }
        },
      });
      uploads.current.set(key, upload);
      upload.start();
    },
    [transport, update],
  );

  const add = useCallback(
    (files: File[]) => {
      let counted = items.filter((item) => item.state !== "refused").length;
      const added: UploadItem[] = [];
      const started: [string, File][] = [];
      for (const file of files) {
        const key = `file-${nextKey.current++}`;
        const refusal = refusalBeforeUpload(file, counted);
        if (refusal) {
          added.push({ key, name: file.name, state: "refused", percent: 0, refusal });
          continue;
        }
        counted += 1;
        added.push({ key, name: file.name, state: "uploading", percent: 0 });
        started.push([key, file]);
      }
      setItems((current) => [...current, ...added]);
      for (const [key, file] of started) start(key, file);
    },
    [items, start],
  );

  const cancel = useCallback((key: string) => {
    const upload = uploads.current.get(key);
    uploads.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
    // Termination: the back end removes what it has of the file (a finished one too).
    upload?.abort(true).catch(() => undefined);
  }, []);

  const retry = useCallback(
    (key: string) => {
      update(key, { state: "uploading", details: undefined });
      uploads.current.get(key)?.start();
    },
    [update],
  );

  const dismiss = useCallback((key: string) => {
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  useEffect(() => {
    const running = uploads.current;
    // Leaving the page stops the transfers; unattached uploads expire on the back end.
    return () => running.forEach((upload) => void upload.abort(false).catch(() => undefined));
  }, []);

  const doneIds = useMemo(
    () => items.flatMap((item) => (item.state === "done" && item.uploadId ? [item.uploadId] : [])),
    [items],
  );
  const doneKey = doneIds.join(",");
  const busy = items.some((item) => item.state === "uploading");
  // Reported when the set changes, not on every progress step.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onChange(doneIds), [doneKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onBusyChange?.(busy), [busy]);

  return { items, add, cancel, retry, dismiss };
}

function statusOf(error: Error): number {
  return error instanceof DetailedError ? (error.originalResponse?.getStatus() ?? 0) : 0;
}

function bodyOf(error: Error): string {
  return error instanceof DetailedError ? (error.originalResponse?.getBody() ?? "") : "";
}

function uploadIdOf(url: string | null): string | undefined {
  if (!url) return undefined;
  return new URL(url, window.location.href).pathname.split("/").pop() || undefined;
}
