/**
 * The member filter's size, the same for the plain stand-in the page first draws and for Ant Design's select that
 * takes its place (MemberFilterSlot.tsx), so that nothing moves: the select's width, and Ant Design's control height.
 */
export const MEMBER_FILTER_SIZE = { minWidth: 200, height: 32 } as const;
