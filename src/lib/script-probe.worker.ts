/**
 * Runs in a dedicated worker (see ./script-probe.ts): answers whether a URL can be fetched at all.
 * A HEAD request in no-cors mode is enough: any response, even an opaque one, proves the host answers.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(message: boolean): void;
};

scope.onmessage = (event) => {
  fetch(event.data, { method: 'HEAD', mode: 'no-cors', credentials: 'omit' }).then(
    () => scope.postMessage(true),
    () => scope.postMessage(false),
  );
};
