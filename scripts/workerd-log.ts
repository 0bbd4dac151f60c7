/**
 * workerd's note of a write to a connection its client has closed, with its stack: the client
 * went away (a click before the page's end, a crawler stopped mid-response). Broken pipe when the
 * client closed, reset by peer when it aborted; its request is logged already, nothing is wrong.
 * @example clientLeft('disconnected: ::write(fd, buffer.begin(), buffer.size()): Broken pipe') // true
 */
const CLIENT_LEFT =
  /disconnected: ::write\(fd, buffer\.begin\(\), buffer\.size\(\)\): (?:Broken pipe|Connection reset by peer)/;

export const clientLeft = (message: string) => CLIENT_LEFT.test(message);
