// The web-standard byte helpers both extension hosts share (src/extension/host/bytes.ts), against Node's Buffer.
import { strict as assert } from 'node:assert';
import fc from 'fast-check';
import { base64ToBytes, randomBase64 } from '../../src/extension/host/bytes';

describe('extension byte helpers', () => {
  it('decode base64 to the bytes Buffer decodes, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        assert.deepEqual([...base64ToBytes(Buffer.from(bytes).toString('base64'))], [...bytes]);
      }),
    );
  });

  it('make a nonce of 16 random bytes: 24 base64 characters, a new one each time', () => {
    const nonces = Array.from({ length: 50 }, () => randomBase64(16));
    for (const nonce of nonces) {
      assert.match(nonce, /^[A-Za-z0-9+/]{22}==$/);
      assert.equal(Buffer.from(nonce, 'base64').length, 16);
    }
    assert.equal(new Set(nonces).size, nonces.length);
  });
});
