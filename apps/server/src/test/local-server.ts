import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fake service for tests: an HTTP server on 127.0.0.1 at a free port, never the internet. */
export abstract class LocalServer {
  private server: Server | undefined;

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;

  /** `http://127.0.0.1:<port>` of the started server. */
  protected get origin(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error(`${this.constructor.name} is not started`);
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
