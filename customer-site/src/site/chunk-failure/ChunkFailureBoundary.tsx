import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '@carrier/shared/core';
import { ChunkFailureNotice } from './ChunkFailureNotice.tsx';

interface Props {
  /** 'page' when the failed part is the whole page (its notice carries the page's h1), else 'part'. */
  scope: 'page' | 'part';
  children: ReactNode;
}

/**
 * Around a lazily loaded screen or content component: when its script chunk cannot be downloaded (a deploy replaced
 * it), the page says so and offers a reload instead of leaving a blank. Any other error goes on to the boundaries
 * above.
 */
export class ChunkFailureBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown): { failed: boolean } {
    if (!isChunkLoadError(error)) throw error;
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <ChunkFailureNotice scope={this.props.scope} /> : this.props.children;
  }
}
