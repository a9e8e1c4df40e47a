import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
  details: boolean;
}

/** Error fallback of spec 2.3: "Sorry, something went wrong" with Refresh and Show error message; reset by `resetKey` (the path). */
export class ErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, State> {
  override state: State = { error: null, details: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null, details: false });
  }

  // Its name, message and where it happened only: the error object itself can carry a query's data
  // (Apollo's errors keep the partial result, e.g. a revealed card's number and CVV2), which never goes to a log.
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${error.name}: ${error.message}`, info.componentStack);
  }

  override render(): ReactNode {
    const { error, details } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
        <h2>Sorry, something went wrong</h2>
        <button type="button" onClick={() => window.location.reload()}>
          Refresh
        </button>{' '}
        <button type="button" onClick={() => this.setState({ details: !details })}>
          Show error message
        </button>
        {details && <pre style={{ whiteSpace: 'pre-wrap', color: '#c0262d' }}>{error.message}</pre>}
      </div>
    );
  }
}
