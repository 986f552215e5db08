import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { RaRecord } from 'react-admin';
import { clampWidth } from './preferences';
import { RESIZE_STEP } from './layout';
import type { ResolvedColumn } from './types';

type Drag = { source: string; startX: number; startWidth: number };

/**
 * Dragging a header's right edge (or pressing the arrow keys on it) resizes its column. The width
 * follows the pointer locally and is stored once, when the drag ends.
 */
export const useColumnResize = (commit: (column: ResolvedColumn<RaRecord>, width: number) => void) => {
  const drag = useRef<Drag | undefined>(undefined);
  const [dragged, setDragged] = useState<{ source: string; width: number }>();

  const widthOf = (column: ResolvedColumn<RaRecord>) =>
    dragged?.source === column.column.source ? dragged.width : column.width;

  const handleProps = (column: ResolvedColumn<RaRecord>) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      event.preventDefault();
      event.stopPropagation();
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { source: column.column.source, startX: event.clientX, startWidth: column.width };
      setDragged({ source: column.column.source, width: column.width });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current) return;
      setDragged({ source: current.source, width: clampWidth(current.startWidth + event.clientX - current.startX) });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current) return;
      drag.current = undefined;
      setDragged(undefined);
      commit(column, current.startWidth + event.clientX - current.startX);
    },
    onClick: (event: { stopPropagation: () => void }) => event.stopPropagation(),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const step = { ArrowLeft: -RESIZE_STEP, ArrowRight: RESIZE_STEP }[event.key];
      if (!step) return;
      event.preventDefault();
      commit(column, column.width + step);
    },
  });

  return { widthOf, handleProps };
};
