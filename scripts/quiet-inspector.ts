import WebSocket from 'ws';

/**
 * Holds a DevTools session on `wrangler dev`'s inspector port that turns the Network domain off,
 * again every `everyMs` (wrangler turns it back on when the runtime restarts). wrangler's
 * inspector proxy enables it for every request and buffers each event while no DevTools client
 * listens (cloudflare/workers-sdk#14191): under a crawl its workerd grew by about 50 MB a minute
 * until the server stopped answering. What the session receives is read and dropped.
 * @example const stop = quietInspector(9787); ...; stop();
 */
export function quietInspector(port: number, everyMs = 30_000): () => void {
  let socket: WebSocket | undefined;
  let stopped = false;
  let id = 0;
  const disableNetwork = () => {
    if (socket?.readyState === WebSocket.OPEN)
      socket.send(JSON.stringify({ id: ++id, method: 'Network.disable' }));
  };
  const retry = () => {
    socket = undefined;
    if (!stopped) setTimeout(connect, 2_000).unref();
  };
  async function connect() {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
        webSocketDebuggerUrl?: string;
      }[];
      const url = targets[0]?.webSocketDebuggerUrl;
      if (!url) return retry();
      const session = new WebSocket(url);
      socket = session;
      session.on('open', disableNetwork);
      session.on('message', () => {});
      session.on('error', () => session.terminate());
      session.on('close', retry);
    } catch {
      retry();
    }
  }
  const timer = setInterval(disableNetwork, everyMs);
  timer.unref();
  void connect();
  return () => {
    stopped = true;
    clearInterval(timer);
    socket?.close();
  };
}
