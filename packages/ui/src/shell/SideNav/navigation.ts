import type { ComponentType } from 'react'
import type { IconProps } from '../../primitives/Icon'

/** An entry of the signed-in menu. The app passes its entries in (its routes are its own). */
export interface NavEntry {
  label: string
  path: string
  icon?: ComponentType<IconProps>
}

/** Spec §2: the active entry is the one whose path is contained in the current path. */
export function isActivePath(currentPath: string, entryPath: string): boolean {
  return currentPath.includes(entryPath)
}
