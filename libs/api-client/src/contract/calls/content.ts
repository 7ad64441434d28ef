// The calls of what the operator publishes: announcements, banners, inbox, message centre, chat, help, feedback, promotions.
export {};
