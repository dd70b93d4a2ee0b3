import { createServer, type Server } from 'node:net';

/** A minimal SMTP receiver (what a mail catcher is): keeps each message's raw text. */
export async function smtpInbox(): Promise<{ url: string; mails: string[]; close: () => Promise<void> }> {
  const mails: string[] = [];
  const server: Server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 inbox ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (data) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        mails.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        data = false;
        socket.write('250 OK queued\r\n');
      }
      let newline = buffer.indexOf('\r\n');
      while (!data && newline >= 0) {
        const line = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (line.startsWith('EHLO')) socket.write('250-inbox\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
        newline = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
