import { createContext, type RefObject } from 'react';

/** Set while a dialog's call runs, so Escape and the backdrop do not close it half-way. */
export const DialogBusyContext = createContext<RefObject<boolean> | null>(null);
