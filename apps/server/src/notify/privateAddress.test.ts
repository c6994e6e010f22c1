import { describe, expect, it } from 'vitest'
import { isPrivateAddress } from './privateAddress'

describe('server/notify isPrivateAddress', () => {
  it('refuses loopback, private, link-local, metadata, unspecified and mapped addresses', () => {
    for (const a of ['127.0.0.1', '127.9.9.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1',
      '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '[::1]', 'not-an-ip']) expect(isPrivateAddress(a), a).toBe(true)
  })

  it('lets public addresses through', () => {
    for (const a of ['93.184.215.14', '172.32.0.1', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false)
  })
})
