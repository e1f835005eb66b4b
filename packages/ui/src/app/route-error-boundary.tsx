import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from '../screens/erro/erro-screen.tsx';

interface BoundaryProps {
  children: ReactNode;
  /** A new key (the next page) clears the error. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[lousa] a tela falhou:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** The router's error element: a failing screen shows 'Something went wrong!' until the next page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
