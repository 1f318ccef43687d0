// A minimal WebSocket client (RFC 6455, text messages, client side) over node:net, for
// driving Firefox over WebDriver BiDi.
//
// Why not Node's own WebSocket: Node 20's (undici 6.24) draws each frame's masking key
// from a pool of 16386 random bytes, 4 at a time, and refills the pool only when its index
// equals 16386 exactly. After 4096 frames the index is 16384, the next read goes past the
// end, and from frame 4098 on every masking key is 0 0 0 0. Firefox reads a zero key as an
// unmasked client frame and drops the connection (close code 1006, Firefox still running).
// The pool is shared by every socket in the process, so a fresh browser's connection
// drops at its first message once one connection has sent 4096. Here each frame gets
// its own random key, never all zero.
import crypto from 'node:crypto';
import net from 'node:net';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

export class BidiSocket {
  // Opens `url` (ws://host:port/path). Resolves once the server has accepted the upgrade.
  static open(url) {
    const u = new URL(url);
    if (u.protocol !== 'ws:') return Promise.reject(new Error(`only ws:// URLs, not ${url}`));
    const s = new BidiSocket();
    return new Promise((resolve, reject) => {
      const key = crypto.randomBytes(16).toString('base64');
      const sock = net.connect(Number(u.port || 80), u.hostname);
      s.sock = sock;
      let head = Buffer.alloc(0);
      let open = false;
      sock.on('error', (err) => { if (!open) reject(new Error(`no WebSocket at ${url}: ${err.message}`)); s.error = err; });
      sock.on('close', () => {
        if (!open) { reject(new Error(`no WebSocket at ${url}: the connection closed during the handshake`)); return; }
        s.finish(1006, s.error ? s.error.message : '');
      });
      sock.on('connect', () => {
        sock.write(`GET ${u.pathname}${u.search} HTTP/1.1\r\nHost: ${u.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n`
          + `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
      });
      sock.on('data', (chunk) => {
        if (open) { s.receive(chunk); return; }
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        const lines = head.subarray(0, end).toString('latin1').split('\r\n');
        const accept = crypto.createHash('sha1').update(key + GUID).digest('base64');
        const got = lines.find((l) => /^sec-websocket-accept:/i.test(l));
        if (!/^HTTP\/1\.1 101/.test(lines[0]) || !got || got.split(':')[1].trim() !== accept) {
          sock.destroy();
          reject(new Error(`${url} refused the WebSocket upgrade: ${lines[0]}`));
          return;
        }
        open = true;
        resolve(s);
        const rest = head.subarray(end + 4);
        if (rest.length) s.receive(rest);
      });
    });
  }

  constructor() {
    this.buf = Buffer.alloc(0);
    this.parts = [];
    this.closed = false;
    this.onmessage = () => {};
    this.onclose = () => {};
  }

  // One masked frame: FIN, `opcode`, the payload's length in 7, 16 or 64 bits.
  frame(opcode, payload) {
    let mask;
    do { mask = crypto.randomBytes(4); } while (mask.readUInt32BE(0) === 0);
    const n = payload.length;
    const len = n < 126 ? 0 : n < 65536 ? 2 : 8;
    const out = Buffer.alloc(2 + len + 4 + n);
    out[0] = 0x80 | opcode;
    out[1] = 0x80 | (len === 0 ? n : len === 2 ? 126 : 127);
    if (len === 2) out.writeUInt16BE(n, 2);
    if (len === 8) out.writeBigUInt64BE(BigInt(n), 2);
    mask.copy(out, 2 + len);
    for (let i = 0; i < n; i++) out[2 + len + 4 + i] = payload[i] ^ mask[i & 3];
    return out;
  }

  send(text) {
    if (this.closed) throw new Error('the WebSocket is closed');
    this.sock.write(this.frame(0x1, Buffer.from(text, 'utf8')));
  }

  // Frames from the server (unmasked), possibly split across chunks or several per chunk;
  // a message may come in fragments (continuation frames).
  receive(chunk) {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    for (;;) {
      const b = this.buf;
      if (b.length < 2) return;
      const fin = (b[0] & 0x80) !== 0;
      const opcode = b[0] & 0x0f;
      const masked = (b[1] & 0x80) !== 0;
      let n = b[1] & 0x7f;
      let at = 2;
      if (n === 126) { if (b.length < 4) return; n = b.readUInt16BE(2); at = 4; }
      else if (n === 127) { if (b.length < 10) return; n = Number(b.readBigUInt64BE(2)); at = 10; }
      const mask = masked ? b.subarray(at, at + 4) : null;
      if (masked) at += 4;
      if (b.length < at + n) return;
      const payload = Buffer.from(b.subarray(at, at + n));
      if (mask) for (let i = 0; i < n; i++) payload[i] ^= mask[i & 3];
      this.buf = b.subarray(at + n);
      if (opcode === 0x8) {
        const code = n >= 2 ? payload.readUInt16BE(0) : 1005;
        if (!this.closed) this.sock.write(this.frame(0x8, payload.subarray(0, 2)));
        this.sock.end();
        this.finish(code, payload.subarray(2).toString('utf8'));
        return;
      }
      if (opcode === 0x9) { this.sock.write(this.frame(0xa, payload)); continue; }
      if (opcode === 0xa) continue;
      this.parts.push(payload);
      if (fin) {
        const data = Buffer.concat(this.parts).toString('utf8');
        this.parts = [];
        this.onmessage({ data });
      }
    }
  }

  finish(code, reason) {
    if (this.closed) return;
    this.closed = true;
    this.onclose({ code, reason });
  }

  close() {
    if (this.closed) return;
    try { this.sock.write(this.frame(0x8, Buffer.from([0x03, 0xe8]))); } catch { /* gone */ }
    this.sock.end();
    this.finish(1000, '');
  }
}
