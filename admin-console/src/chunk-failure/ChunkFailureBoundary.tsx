import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '@carrier/shared/core';
import { ChunkFailureNotice } from './ChunkFailureNotice.tsx';

interface Props {
  children: ReactNode;
}

/**
 * Around the console's lazily loaded screens: when a script chunk cannot be loaded (a deploy replaced it), the
 * page says so and offers a reload instead of going blank. Any other error goes on to react-admin's own handling.
 */
export class ChunkFailureBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    if (!isChunkLoadError(error)) throw error;
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ChunkFailureNotice /> : this.props.children;
  }
}
