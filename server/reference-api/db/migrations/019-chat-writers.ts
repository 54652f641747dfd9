// A chat writer's recent messages, for their rate limit (bid-chat/chat-store.ts, CHAT_WRITE_LIMITS).
export const chatWritersSchema = `
CREATE INDEX bid_messages_writer ON bid_messages(user_id, created_at);
`;
