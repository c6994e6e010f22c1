// A HEXES Med update that changes no rule (only the version): `hexes server migrate` moves games on.
import { hexesMed } from '@hexes/plugin-hexes-med'

export const hexesMedUpdate = { manifest: { ...hexesMed.manifest, version: '0.2.0' }, plugin: hexesMed.plugin }
