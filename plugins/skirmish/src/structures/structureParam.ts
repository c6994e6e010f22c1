import { msg, type MessageRef } from '@hexes/core'

/** The message key of a structure's name, `structure/<id>`, which a scenario translates in its `messages`. */
export function structureKey(id: string): string {
  return `structure/${id}`
}

/**
 * A structure's name as a message parameter: the key `structure/<id>`, which a scenario
 * translates in its `messages` (`"structure/bridge": "Le pont de bois"`), falling back to the
 * structure's English `name` (or its id).
 */
export function structureParam(structure: { readonly id: string; readonly name?: string | undefined }): MessageRef {
  return msg(structureKey(structure.id), undefined, structure.name ?? structure.id)
}
