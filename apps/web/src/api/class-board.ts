import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryClient } from './query-client';
import { rpc } from './rpc';

/**
 * A class's live board (docs/product.md "The live board", decision 0030): one query, kept fresh
 * by the server's stream of the same answer while the board is on screen, and read again every
 * few seconds while the stream is down (a proxy that holds events back, a dropped connection).
 */

/** How often the board is read while its stream is not delivering. */
export const BOARD_POLL_MS = 5_000;

export const classBoardQuery = (classId: string) =>
  queryOptions({
    queryKey: ['class.board', classId],
    queryFn: () => rpc('class.board', { classid: classId }),
  });

/** Whether the board is kept fresh by its stream, or read again every few seconds meanwhile. */
export type BoardLink = 'connecting' | 'live' | 'reconnecting';

/**
 * The class's board, live: its stream (GET /api/class.board/stream) writes each new board into
 * the query. The browser's EventSource opens a dropped stream again by itself; a stream refused
 * (too many windows) or ended (signed out) leaves the query reading every BOARD_POLL_MS, whose
 * own failure the screen shows.
 */
export function useLiveBoard(classId: string) {
  const [link, setLink] = useState<BoardLink>('connecting');
  useEffect(() => {
    const { queryKey } = classBoardQuery(classId);
    const source = new EventSource(
      `/api/class.board/stream?classid=${encodeURIComponent(classId)}`,
    );
    source.addEventListener('board', (event) => {
      queryClient.setQueryData(queryKey, JSON.parse((event as MessageEvent<string>).data));
      setLink('live');
    });
    source.addEventListener('end', () => {
      source.close();
      setLink('reconnecting');
      // Read by the query now: its answer (signed out) takes the teacher where it should.
      void queryClient.invalidateQueries({ queryKey });
    });
    source.addEventListener('error', () => setLink('reconnecting'));
    return () => source.close();
  }, [classId]);
  const query = useQuery({
    ...classBoardQuery(classId),
    refetchInterval: link === 'live' ? false : BOARD_POLL_MS,
  });
  return { query, link };
}
