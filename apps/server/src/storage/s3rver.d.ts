/** The part of s3rver (which ships no types) the tests and the fault suite use. */
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: Array<{ name: string }>;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    httpServer: Server | undefined;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
