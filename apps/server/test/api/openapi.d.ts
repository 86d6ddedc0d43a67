/** Generated from /api/docs/json by openapi-typescript: `npm run api:types` writes it again. */
export interface paths {
    "/api/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the system settings
         * @description The settings in force; secrets masked to their last four characters.
         */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the system settings
         * @description Saves the settings sent and applies them on every server node without a restart. A secret left out is kept, an empty one removed.
         */
        patch: operations["patchSettings"];
        trace?: never;
    };
    "/api/v1/settings/test-mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test e-mail
         * @description Sends a test e-mail with the saved mail settings to `to`, or to the caller; 422 with the mail server’s reason when it fails.
         */
        post: operations["postSettingsTestMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/rotate-signing-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the token signing key
         * @description Replaces the token signing key: every session ends, the caller’s too. The body `{ confirm: true }` says the caller was warned.
         */
        post: operations["postSettingsRotateSigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List roles */
        get: operations["getRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a role and its permissions */
        get: operations["getRolesByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refresh the session */
        post: operations["postAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a password reset link */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check an activation link */
        get: operations["getAuthActivation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate an account */
        post: operations["postAuthActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change my password */
        patch: operations["patchMePassword"];
        trace?: never;
    };
    "/api/v1/me/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to change my e-mail address */
        post: operations["postMeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a new e-mail address */
        post: operations["postMeEmailConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get my profile */
        get: operations["getMe"];
        /** Update my profile */
        put: operations["putMe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload my avatar */
        post: operations["postMeAvatar"];
        /** Remove my avatar */
        delete: operations["deleteMeAvatar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/avatars/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an avatar image */
        get: operations["getAvatarsBykey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List audit log entries */
        get: operations["getAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List my notifications */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/count-unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count my unread notifications */
        get: operations["getNotificationsCountUnread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all my notifications read */
        post: operations["postNotificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a notification
         * @description Answers the notification and marks it read.
         */
        get: operations["getNotificationsByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List businesses */
        get: operations["getBusinesses"];
        put?: never;
        /**
         * Create a business
         * @description The client must be one the caller sees. The ABN, when given, must pass the ATO check.
         */
        post: operations["postBusinesses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a business */
        get: operations["getBusinessesByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a business */
        patch: operations["patchBusinessesByid"];
        trace?: never;
    };
    "/api/v1/businesses/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive a business */
        post: operations["postBusinessesByidArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore an archived business */
        post: operations["postBusinessesByidRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/case-managers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a business's case managers
         * @description Assigned case managers, and the active ones the caller may add (empty for roles that may not assign).
         */
        get: operations["getBusinessesByidCaseManagers"];
        put?: never;
        /** Assign a case manager to a business */
        post: operations["postBusinessesByidCaseManagers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/case-managers/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a case manager from a business */
        delete: operations["deleteBusinessesByidCaseManagersByuserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List team members */
        get: operations["getUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a team member */
        get: operations["getUsersByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a team member */
        patch: operations["patchUsersByid"];
        trace?: never;
    };
    "/api/v1/users/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a team member
         * @description Creates the member without a password and mails them an /Activation link. The role must be one the caller may grant.
         */
        post: operations["postUsersInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/resend-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend an invitation */
        post: operations["postUsersByidResendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a team member
         * @description Ends every session of the member.
         */
        post: operations["postUsersByidDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivate a team member */
        post: operations["postUsersByidReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/case-manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a case manager's businesses and workload
         * @description A case manager's businesses (those the caller sees) and workload. 404 unless the user is a case manager in the caller's team.
         */
        get: operations["getUsersByidCaseManager"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/case-managers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a supervisor's case managers
         * @description A supervisor's case managers with their workload. 404 unless the user is a supervisor in the caller's team.
         */
        get: operations["getUsersByidCaseManagers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get my dashboard figures */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List regions
         * @description Every region: the list is small, so it is not paged.
         */
        get: operations["getRegions"];
        put?: never;
        /** Create a region */
        post: operations["postRegions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/regions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a region */
        patch: operations["patchRegionsByid"];
        trace?: never;
    };
    "/api/v1/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List services
         * @description The whole catalogue in display order (it is small, so it is not paged); `active` narrows it.
         */
        get: operations["getServices"];
        put?: never;
        /** Create a service */
        post: operations["postServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a service */
        patch: operations["patchServicesByid"];
        trace?: never;
    };
    "/api/v1/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List brands
         * @description `keyword` matches name, slug and contact email.
         */
        get: operations["getBrands"];
        put?: never;
        /**
         * Create a brand
         * @description Step 1 of creating a brand: details and branding.
         */
        post: operations["postBrands"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a brand */
        get: operations["getBrandsByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a brand
         * @description Details, and `status` to deactivate or reactivate.
         */
        patch: operations["patchBrandsByid"];
        trace?: never;
    };
    "/api/v1/brands/{id}/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a brand's services and chart template
         * @description Step 2: the services the brand offers (the whole set) and its chart-of-accounts template.
         */
        put: operations["putBrandsByidServices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brands/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a brand's logo */
        get: operations["getBrandsByidLogo"];
        put?: never;
        /**
         * Upload a brand's logo
         * @description Multipart field `file`: a PNG, JPEG or WebP image of at most 1 MB.
         */
        post: operations["postBrandsByidLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/brands/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a brand's public look
         * @description Name, colour and logo for the pages a client sees.
         */
        get: operations["getPublicBrandsByslug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags
         * @description Every tag by name (the list is small, so it is not paged); `keyword` narrows it.
         */
        get: operations["getTags"];
        put?: never;
        /** Create a tag */
        post: operations["postTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename a tag */
        patch: operations["patchTagsByid"];
        trace?: never;
    };
    "/api/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clients
         * @description `keyword` matches name, code, email and ABN anywhere (case-insensitive). Scoped to the caller.
         */
        get: operations["getClients"];
        put?: never;
        /**
         * Create a client
         * @description The code (CL-000123) is generated.
         */
        post: operations["postClients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export clients as CSV
         * @description Every client the list would show with these filters, as CSV.
         */
        get: operations["getClientsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a client
         * @description The client with its businesses, portal users and latest 20 activity entries.
         */
        get: operations["getClientsByid"];
        put?: never;
        post?: never;
        /**
         * Delete an archived client permanently
         * @description Permanent: only an archived client, and only with `confirm` (query or body) equal to its code or name. Its businesses and portal users go with it.
         */
        delete: operations["deleteClientsByid"];
        options?: never;
        head?: never;
        /**
         * Update a client
         * @description Changing `supervisorId` also needs the clients:assign permission. Status changes have their own actions.
         */
        patch: operations["patchClientsByid"];
        trace?: never;
    };
    "/api/v1/clients/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a client
         * @description Active or inactive → archived. Any other starting state answers 409.
         */
        post: operations["postClientsByidArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore an archived client
         * @description Archived → active. Any other starting state answers 409.
         */
        post: operations["postClientsByidRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a client
         * @description Inactive → active. Any other starting state answers 409.
         */
        post: operations["postClientsByidActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a client
         * @description Active → inactive. Any other starting state answers 409.
         */
        post: operations["postClientsByidDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a client's supervisor or case manager
         * @description `supervisorId` (null removes it), or `caseManagerId`: added to every business of the client, skipping those they have.
         */
        post: operations["postClientsByidAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a client's tags
         * @description Replaces the set of tags.
         */
        put: operations["putClientsByidTags"];
        /**
         * Add a tag to a client
         * @description Adds one tag; adding one it has changes nothing.
         */
        post: operations["postClientsByidTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply one action to many clients
         * @description Applies one action to the selected clients in the caller's scope; the others are counted as skipped.
         */
        post: operations["postClientsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/portal-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a portal user for a client
         * @description Creates a user with role Client for this client and mails them an /Activation link.
         */
        post: operations["postClientsByidPortalUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List chart templates
         * @description System and brand templates (a short list, not paged).
         */
        get: operations["getCharts"];
        put?: never;
        /**
         * Create a chart template
         * @description A new system template, empty or a copy of `sourceChartId`.
         */
        post: operations["postCharts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/charts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a chart template */
        get: operations["getChartsByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a chart template */
        patch: operations["patchChartsByid"];
        trace?: never;
    };
    "/api/v1/charts/{id}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a template's accounts
         * @description Every account of the template by code (not paged).
         */
        get: operations["getChartsByidAccounts"];
        put?: never;
        /**
         * Add an account to a template
         * @description Codes are unique per chart (409).
         */
        post: operations["postChartsByidAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/charts/{id}/accounts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a template's accounts as CSV
         * @description The template as CSV, in the layout the import reads.
         */
        get: operations["getChartsByidAccountsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/charts/{id}/accounts/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a template's accounts from CSV
         * @description Multipart field `file`: CSV with the columns Code, Name, Type (and optionally Subtype, Tax code, Description, Active, System role). Upserts by code, all or nothing; 422 names every bad line.
         */
        post: operations["postChartsByidAccountsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/charts/{id}/accounts/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a template account */
        delete: operations["deleteChartsByidAccountsByaccountId"];
        options?: never;
        head?: never;
        /** Update a template account */
        patch: operations["patchChartsByidAccountsByaccountId"];
        trace?: never;
    };
    "/api/v1/brands/{id}/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a brand's chart template
         * @description The template new businesses of the brand start from; null means the system default.
         */
        get: operations["getBrandsByidChart"];
        put?: never;
        /**
         * Derive a brand chart template
         * @description Derives a brand template (a copy of the system template `sourceChartId`) and makes it the brand’s template.
         */
        post: operations["postBrandsByidChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a business's accounts
         * @description The business’s chart by code, with `hasPostings` per account (not paged).
         */
        get: operations["getBusinessesByidAccounts"];
        put?: never;
        /**
         * Add an account to a business's chart
         * @description Codes are unique per chart (409).
         */
        post: operations["postBusinessesByidAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/accounts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export a business's chart as CSV */
        get: operations["getBusinessesByidAccountsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/accounts/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a business's chart from CSV
         * @description CSV upsert by code, as for templates.
         */
        post: operations["postBusinessesByidAccountsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/accounts/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a business account
         * @description Refused (409) when the account has postings, holds a system role or backs a bank account.
         */
        delete: operations["deleteBusinessesByidAccountsByaccountId"];
        options?: never;
        head?: never;
        /**
         * Update a business account
         * @description Deactivate with `active: false`.
         */
        patch: operations["patchBusinessesByidAccountsByaccountId"];
        trace?: never;
    };
    "/api/v1/businesses/{id}/bank-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a business's bank accounts
         * @description Every bank account of the business (not paged); numbers are masked.
         */
        get: operations["getBusinessesByidBankAccounts"];
        put?: never;
        /**
         * Add a bank account
         * @description Without `ledgerAccountId` a new asset account of subtype bank is added to the chart with the next free 1-1xxx code. A non-zero `openingBalance` (cents) needs `openingDate` and is posted to the ledger against the opening-balance equity account. `kind: online` needs `feed`.
         */
        post: operations["postBusinessesByidBankAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/bank-accounts/{bankAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a bank account */
        get: operations["getBusinessesByidBankAccountsBybankAccountId"];
        put?: never;
        post?: never;
        /**
         * Delete a bank account without transactions
         * @description Refused (409) once the account has transactions; close it instead.
         */
        delete: operations["deleteBusinessesByidBankAccountsBybankAccountId"];
        options?: never;
        head?: never;
        /**
         * Update or close a bank account
         * @description Close with `status: closed`.
         */
        patch: operations["patchBusinessesByidBankAccountsBybankAccountId"];
        trace?: never;
    };
    "/api/v1/businesses/{id}/bank-feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a business's bank feeds
         * @description The online accounts: provider, status, last sync, consent expiry (the IOB tab).
         */
        get: operations["getBusinessesByidBankFeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bank-feeds/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank feed providers
         * @description Feed providers an online account can connect through.
         */
        get: operations["getBankFeedsProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/csv-mappings/presets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ready-made bank CSV layouts
         * @description CSV layouts of CommBank, ANZ, NAB, ING, Westpac and Macquarie; pass the key as `bank` when importing.
         */
        get: operations["getCsvMappingsPresets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/csv-mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List saved CSV mappings
         * @description The business’s saved mappings and practice-wide ones (not paged).
         */
        get: operations["getBusinessesByidCsvMappings"];
        put?: never;
        /** Save a CSV mapping */
        post: operations["postBusinessesByidCsvMappings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/csv-mappings/{mappingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a CSV mapping */
        delete: operations["deleteBusinessesByidCsvMappingsBymappingId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/bank-accounts/{bankAccountId}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a statement for preview
         * @description Multipart: `file` (CSV, OFX/QFX, QIF, CAMT.053 or XLSX) and optionally `mapping` (CsvMapping JSON), `mappingId` (a saved mapping), `bank` (a preset key), `dateOrder` (QIF: dmy, mdy or ymd), `accountId` (which account of a multi-account file). Answers the preview and keeps it for the commit; duplicates of what the account holds are marked. A file that cannot be read is refused with 422 naming the line, and nothing is kept. Progress goes to the uploader on the /file-convert socket (`import_progress`).
         */
        post: operations["postBusinessesByidBankAccountsBybankAccountIdImports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}/commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Commit a previewed import
         * @description Writes the previewed non-duplicates in one statement, all or nothing.
         */
        post: operations["postImportsByidCommit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an import
         * @description One import; while previewed, a page of its rows (`skip`, `limit`).
         */
        get: operations["getImportsByid"];
        put?: never;
        post?: never;
        /**
         * Discard a previewed import
         * @description Discards a preview that will not be committed.
         */
        delete: operations["deleteImportsByid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List imports
         * @description Imports across the businesses the caller sees, newest first (the processing-data list).
         */
        get: operations["getImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a business's imports
         * @description The business’s imports, newest first: file, format, status, counts, who ran it and when.
         */
        get: operations["getBusinessesByidImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a business's bank transactions
         * @description Bank transactions of every bank account of the business, newest first (date, then id). Pass `nextCursor` back as `cursor` for the next page.
         */
        get: operations["getBusinessesByidTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/{id}/coding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Code a transaction
         * @description Codes (or recodes) the transaction: the split amounts are signed like the bank amount and add up to it. GST on GST and CAP lines is gross ÷ 11 and goes to the GST account. Posts one balanced entry, replacing any earlier one.
         */
        put: operations["putTransactionsByidCoding"];
        post?: never;
        /**
         * Uncode a transaction
         * @description Uncodes the transaction: its entry is removed.
         */
        delete: operations["deleteTransactionsByidCoding"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/transactions/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Code many transactions
         * @description Codes many transactions of the business at once; all of them are coded or none is.
         */
        post: operations["postBusinessesByidTransactionsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/journals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List journal entries
         * @description Posted entries with their lines, newest first, filterable by source and date.
         */
        get: operations["getBusinessesByidJournals"];
        put?: never;
        /**
         * Post a manual journal
         * @description Posts a manual journal (an adjusting entry, source `adjustment`, with `adjustment: true`). Amounts are signed cents, debit positive; the lines must balance (400) and the date must be after the lock date (409).
         */
        post: operations["postBusinessesByidJournals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/journals/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a manual journal
         * @description Deletes a manual journal (409 for other sources or when locked).
         */
        delete: operations["deleteJournalsByentryId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/opening-balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get opening balances */
        get: operations["getBusinessesByidOpeningBalances"];
        put?: never;
        /**
         * Set opening balances
         * @description Replaces the business's opening balances with one 'opening' entry, balanced against 'Opening balance equity' (or the owner's capital when the chart has none).
         */
        post: operations["postBusinessesByidOpeningBalances"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/lock-date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move a business's lock date
         * @description Moves the lock date forward; moving it back or removing it (null) is for Super Admins, with a reason.
         */
        put: operations["putBusinessesByidLockDate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/export/hledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the ledger as an hledger journal
         * @description The ledger as an hledger journal (`hledger -f FILE bal` reads it).
         */
        get: operations["getBusinessesByidExportHledger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/export/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export journal lines as CSV
         * @description One row per journal line: date, entry number, source, narration, account code and name, debit, credit, tax code, GST.
         */
        get: operations["getBusinessesByidExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/bank-accounts/{bankAccountId}/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bank account's reconciliation at a date
         * @description The bank account at a date: the statement balance (typed as `statementBalance`, or an imported statement's closing balance on that date), the ledger balance, their difference, the uncoded bank lines and the ledger lines without a bank line that explain it, and the reconciliations so far.
         */
        get: operations["getBusinessesByidBankAccountsBybankAccountIdReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/bank-accounts/{bankAccountId}/reconciliations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reconcile a bank account
         * @description Marks the account reconciled up to the statement date: refused (409) unless the statement balance equals the ledger balance there, every bank line up to it is coded and the date is after the last reconciliation. Its lines cannot then be recoded or uncoded until it is undone.
         */
        post: operations["postBusinessesByidBankAccountsBybankAccountIdReconciliations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/bank-accounts/{bankAccountId}/reconciliations/{reconciliationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Undo a reconciliation
         * @description Undoes the account's latest reconciliation, releasing its lines; an earlier one answers 409 until the later ones are undone.
         */
        delete: operations["deleteBusinessesByidBankAccountsBybankAccountIdReconciliationsByreconciliationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a transaction's attachments
         * @description The line's attachments, oldest first; download each through /api/v1/files/{fileId}/download.
         */
        get: operations["getTransactionsByidAttachments"];
        put?: never;
        /**
         * Attach a file to a transaction
         * @description Attaches a file of the business's own tree (upload it to the files API first for a new one); attaching it twice changes nothing. Answers the line's attachments.
         */
        post: operations["postTransactionsByidAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/{id}/attachable-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List files that can be attached to a transaction
         * @description The newest 50 files of the business's tree not yet attached to the line; q matches the name.
         */
        get: operations["getTransactionsByidAttachableFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an attachment from a transaction
         * @description Removes the link (the file stays in Files); refused for a line in a locked period. Answers the remaining attachments.
         */
        delete: operations["deleteTransactionsByidAttachmentsByattachmentId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coding-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List coding rules
         * @description One status tab of the rules the caller sees, in evaluation order: business, brand, practice, then position.
         */
        get: operations["getCodingRules"];
        put?: never;
        /**
         * Create a coding rule
         * @description A new rule takes the last position of its scope.
         */
        post: operations["postCodingRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coding-rules/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder coding rules
         * @description The full order of one scope’s rules (of one status tab with `status`); any other set of ids is a 400.
         */
        put: operations["putCodingRulesOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coding-rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a coding rule */
        get: operations["getCodingRulesByid"];
        /**
         * Save a new version of a coding rule
         * @description Saves a new version; the earlier ones stay.
         */
        put: operations["putCodingRulesByid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coding-rules/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a coding rule's status
         * @description Draft → active → archived → active or draft; any other move is a 409.
         */
        post: operations["postCodingRulesByidStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coding-rules/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a coding rule's versions
         * @description Newest first.
         */
        get: operations["getCodingRulesByidVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coding-rules/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a coding rule
         * @description Every line the rule (saved, or the editor’s draft) matches in the target, with what it would do to each: code it, or not because a higher rule takes it, the period is locked, the chart lacks an account, the split exceeds the line or it was coded by hand. Paged, never capped; totals cover the whole match.
         */
        post: operations["postCodingRulesPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coding-rules/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count the lines a draft rule matches
         * @description How many lines of the target the draft’s conditions match, of how many: the editor’s live count.
         */
        post: operations["postCodingRulesCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coding-rules/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a coding rule
         * @description Codes exactly the lines the preview lists as `code`, as one undoable run. Over half of all lines in the target answers 409 unless `confirmed`. A second apply on the same business waits for the first.
         */
        post: operations["postCodingRulesApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coding-rules/apply-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply every active rule to a business
         * @description Runs every active rule over one business’s lines, first match wins, as one undoable run: each line is coded as its first matching rule’s own apply would code it. Over half of all lines in the target answers 409 unless `confirmed`.
         */
        post: operations["postCodingRulesApplyActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coding-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List coding runs
         * @description Runs (batches) newest first, by rule or business.
         */
        get: operations["getCodingRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coding-runs/{id}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the lines of a coding run
         * @description The lines a run changed, with their coding before and after.
         */
        get: operations["getCodingRunsByidLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coding-runs/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a coding run
         * @description Undoes a run once: lines changed since, now in a locked period or reconciled are kept and listed.
         */
        post: operations["postCodingRunsByidUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/coding-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suggest accounts for uncoded lines
         * @description Accounts suggested for uncoded lines from the coded history of the business, then of its brand, each with a confidence from 0 to 1. Coded or unknown ids are left out of the answer.
         */
        post: operations["postBusinessesByidCodingSuggestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/transactions/accept-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept rule suggestions
         * @description Codes each listed line that has a Suggest-mode rule's suggestion with it, as the rule would have posted it, and records the rule as the one that coded it. Lines without a suggestion are ignored; lines in the locked period, or whose accounts are no longer in the chart, are skipped and listed with the reason.
         */
        post: operations["postBusinessesByidTransactionsAcceptSuggestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recode/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find posted lines to recode
         * @description Posted journal lines matching the conditions in one business, a brand or the caller’s whole scope, oldest first, paged and uncapped, with totals over every match (per account, and the part that stays: in locked periods or on reconciled bank lines). Bank-ledger and GST lines are never found.
         */
        post: operations["postRecodeSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recode/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a recode
         * @description What recoding the matching lines to another account and/or tax code would do: per business, each month’s profit and loss of the accounts involved and each BAS quarter’s GST labels G1, G2, G3, G10, G11, 1A and 1B, before and after; and the lines in locked periods or on reconciled bank lines, which stay. An account code missing from a business’s chart, or a tax code the account cannot take, is refused (400) business by business.
         */
        post: operations["postRecodePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recode/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recode posted lines
         * @description Recodes every matching line in an open period, in one transaction: a coding run of kind `recode`, audited and undoable. Entries stay balanced; where GST starts or stops applying, the line’s net and GST and the GST line are rebuilt. Lines in locked periods or on reconciled bank lines are left alone.
         */
        post: operations["postRecodeApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recode/runs/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a recode
         * @description Undoes a recode: each entry still as the recode left it gets its lines back; entries changed, removed or locked since are kept and listed. A recode undone already answers 409.
         */
        post: operations["postRecodeRunsByidUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/{id}/rule-draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Draft a rule from a coded line
         * @description A business rule repeating a coded line’s coding, with the fewest conditions that separate it from the business’s lines coded to other accounts, and how many of the business’s lines it matches: in all, coded to the same account, coded elsewhere. An uncoded line is a 409.
         */
        get: operations["getTransactionsByidRuleDraft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/transfer-pairs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List proposed internal transfer pairs
         * @description Proposed (best confidence first) or accepted (latest first) internal-transfer pairs of the business, each with its spend and its receipt.
         */
        get: operations["getBusinessesByidTransferPairs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/transfer-pairs/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find internal transfer pairs
         * @description Replaces the proposed pairs: uncoded spends and receipts of the same amount in two of the business's bank accounts, dated at most `days` apart, one pair per line, best confidence first. Rejected pairs are never proposed again.
         */
        post: operations["postBusinessesByidTransferPairsAnalyze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/transfer-pairs/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept internal transfer pairs
         * @description Codes both lines of each pair named (or of every proposed pair at or above `minConfidence`) to the transfer clearing account, in one transaction. Pairs with a line in the locked period, reconciled or coded since are skipped and listed with the reason.
         */
        post: operations["postBusinessesByidTransferPairsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/transfer-pairs/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject internal transfer pairs
         * @description Rejects proposed pairs: they are remembered and never proposed again.
         */
        post: operations["postBusinessesByidTransferPairsReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/transfer-pairs/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo accepted internal transfer pairs
         * @description Undoes accepted pairs: their two entries are removed and they are proposed again. A pair recoded since, or now locked, is skipped.
         */
        post: operations["postBusinessesByidTransferPairsUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/contractors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a business's contractors
         * @description The contractors of a business, by name, each with how many payments are linked to it.
         */
        get: operations["getBusinessesByidContractors"];
        put?: never;
        /**
         * Add a contractor
         * @description Adds a contractor. An ABN must pass the checksum; leave it empty when the contractor quoted none (no-ABN withholding then applies).
         */
        post: operations["postBusinessesByidContractors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/contractors/{contractorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a contractor
         * @description Changes a contractor. Payments already linked keep the ABN quoted when they were confirmed.
         */
        put: operations["putBusinessesByidContractorsBycontractorId"];
        post?: never;
        /**
         * Remove a contractor
         * @description Removes a contractor and unlinks its payments.
         */
        delete: operations["deleteBusinessesByidContractorsBycontractorId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/contractor-payments/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Scan bank lines for contractor payments
         * @description Finds spend lines whose description, reference or payee contains one of a contractor's keywords (the auto-coding condition engine) and that no contractor has yet. Marks nothing: confirm the lines to link them.
         */
        post: operations["postBusinessesByidContractorPaymentsScan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/contractor-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List confirmed contractor payments
         * @description The linked contractor payments dated in the financial year ending 30 June of `year`.
         */
        get: operations["getBusinessesByidContractorPayments"];
        put?: never;
        /**
         * Confirm contractor payments
         * @description Links spend lines to contractors and marks them as contractor payments. `withheld` records 47% no-ABN withholding on a payment to a contractor without an ABN (the line being the 53% paid).
         */
        post: operations["postBusinessesByidContractorPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/contractor-payments/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unlink a contractor payment
         * @description Unlinks a payment from its contractor; the line stops being marked as a contractor payment.
         */
        delete: operations["deleteBusinessesByidContractorPaymentsBytransactionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/tpar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a business's TPAR for a financial year
         * @description The taxable payments annual report for the financial year ending 30 June of `year`: per contractor every ABN quoted, name, address, gross paid (including GST and tax withheld), GST and tax withheld. Payments after 30 June belong to the next year. `format` downloads it as CSV or XLSX.
         */
        get: operations["getBusinessesByidTpar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/tpar/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download the ATO's electronic TPAR file
         * @description The TPAR as the ATO's electronic data file (specification 3.0.1, FPAIVV03.0): 996-character records, sender, payer, one payee record per ABN quoted, file total. 422 lists what is missing (addresses, the business's ABN).
         */
        post: operations["postBusinessesByidTparFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/reports/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the journal lines behind a report figure
         * @description The journal lines behind a figure: an account's (`accountId`), a tax code's (`taxCode`), a BAS label's of the GST summary (`label`: G1, G2, G3, G10, G11, 1A, 1B), or the balance sheet's `earnings` at `to` (`retained`: the retained earnings account's lines and every profit-and-loss line before the financial year holding `to`; `currentYear`: profit-and-loss lines from that year's start; `from` does not apply), oldest first, paged; `total` sums every matching line. Without `from`, every line to `to`.
         */
        get: operations["getBusinessesByidReportsLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/reports/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a report
         * @description Cents. `to` defaults to today in Australia, `from` to the start of the financial year holding `to`. `compare` adds a column for the previous period or the same period last year: `periods[0]` is the requested period and every per-period array follows `periods`. Trial balance: balance-sheet accounts to `to`, profit-and-loss accounts from `from`, earlier profit rolled into retained earnings. Balance sheet: the position at `to` of each period. GST reports: `basis` defaults to the business's GST basis; a business not registered for GST answers zeros with `registered: false`.
         */
        get: operations["getBusinessesByidReportsBytype"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/report-locks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a business's report locks
         * @description Lock requests and their outcome, newest first, with the frozen snapshot of each approved report (for the compare view).
         */
        get: operations["getBusinessesByidReportLocks"];
        put?: never;
        /**
         * Request a report lock
         * @description Requests a lock of a report over a period: it waits for approval (409 while another request for the same report and period is waiting or approved; 422 while the period has warnings and `acknowledged` is not true). Every approver of the business is notified.
         */
        post: operations["postBusinessesByidReportLocks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/report-locks/warnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check what a lock would freeze unfinished
         * @description What a lock of the period would freeze unfinished: whether the period has not ended, and how many bank lines dated in it are not coded. A request with warnings must be acknowledged.
         */
        get: operations["getBusinessesByidReportLocksWarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-locks/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List lock requests waiting for approval
         * @description The approvals list: every request waiting for approval in the caller's businesses, newest first, with its warnings.
         */
        get: operations["getReportLocksPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-locks/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a lock request
         * @description Approves a waiting request: the report is frozen as its snapshot and the business's lock date moves to the period end when that is later. A period that has not ended is approved by a Super Admin only (403), and warnings must be acknowledged (422).
         */
        post: operations["postReportLocksByidApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-locks/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a lock request
         * @description Rejects a waiting request, with a reason for the requester.
         */
        post: operations["postReportLocksByidReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-locks/{id}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlock an approved report
         * @description Unlocks an approved report (Super Admin): the lock date the approval replaced comes back, and the reason is kept in the audit log.
         */
        post: operations["postReportLocksByidUnlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/report-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List notes on a report
         * @description Notes on one report over one period, oldest first.
         */
        get: operations["getBusinessesByidReportNotes"];
        put?: never;
        /**
         * Add a note to a report
         * @description Adds a note to a report over a period.
         */
        post: operations["postBusinessesByidReportNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/reports/{type}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a report as a file
         * @description Stores the report as a PDF, XLSX or CSV file in the business's "Reports" folder (recreated under the root if it was deleted), named `<business>-<type>-<from>-<to>.<ext>` with a numbered suffix when taken. Same period rules as GET …/reports/{type}.
         */
        post: operations["postBusinessesByidReportsBytypeSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/driven-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List saved reports
         * @description Saved reports of a business, newest first.
         */
        get: operations["getBusinessesByidDrivenReports"];
        put?: never;
        /**
         * Save a report definition
         * @description Saves a report definition: type, period (`{ preset }` moving with today, or `{ from, to }`), comparison, GST basis and the column keys to show (none: all).
         */
        post: operations["postBusinessesByidDrivenReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/driven-reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a saved report
         * @description A saved report with the dates its period means today.
         */
        get: operations["getDrivenReportsByid"];
        put?: never;
        post?: never;
        /**
         * Delete a saved report
         * @description Deletes a saved report; its embed links stop working.
         */
        delete: operations["deleteDrivenReportsByid"];
        options?: never;
        head?: never;
        /**
         * Update a saved report
         * @description Renames a saved report or replaces its definition.
         */
        patch: operations["patchDrivenReportsByid"];
        trace?: never;
    };
    "/api/v1/driven-reports/{id}/embed-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an embed link for a saved report
         * @description A signed link to /driven-report/iframe showing this report, valid for `expiresInHours` (1 to 2160, default 24). Anyone holding it sees the report until it expires or the report is deleted.
         */
        post: operations["postDrivenReportsByidEmbedLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/driven-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an embedded report
         * @description The saved report of an embed token, computed now (cents), or with `format` a PDF, XLSX or CSV download. An expired or altered token answers 401.
         */
        get: operations["getPublicDrivenReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List folders
         * @description The folder tree of a client or business, flat: each folder has its parentId, the root (parentId null) comes first, then by name; fileCount counts the live files directly inside. A tree is created on first listing if the owner has none. trash=true lists the deleted folders instead.
         */
        get: operations["getFolders"];
        put?: never;
        /**
         * Create a folder
         * @description Without parentId the folder goes under the owner's root. Names are unique among siblings (409).
         */
        post: operations["postFolders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/folders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Move a folder to the trash
         * @description Moves the folder and everything in it to the trash, restorable for 30 days.
         */
        delete: operations["deleteFoldersByid"];
        options?: never;
        head?: never;
        /**
         * Rename or move a folder
         * @description Rename, or move under another folder of the same owner (never into itself or below itself).
         */
        patch: operations["patchFoldersByid"];
        trace?: never;
    };
    "/api/v1/folders/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a folder from the trash
         * @description Brings a deleted folder back with what was deleted with it; under the root if its parent is in the trash.
         */
        post: operations["postFoldersByidRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List files
         * @description The live files of folderId, or with trash=true the deleted files of ownerType/ownerId. q matches the name; type is a group of detected types.
         */
        get: operations["getFiles"];
        put?: never;
        /**
         * Upload files
         * @description Multipart: the field folderId first, then up to 20 parts named file, each at most 26214400 bytes (413 otherwise, and nothing is kept). The type is detected from the content; a name already in the folder gets a numbered suffix. All files are stored, or none.
         */
        post: operations["postFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file
         * @description The bytes as an attachment, with the detected type and nosniff.
         */
        get: operations["getFilesByidDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview a file
         * @description Inline, for images and PDFs only (415 otherwise).
         */
        get: operations["getFilesByidPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Move a file to the trash
         * @description To the trash, restorable for 30 days.
         */
        delete: operations["deleteFilesByid"];
        options?: never;
        head?: never;
        /**
         * Rename or move a file
         * @description Rename (409 if the name is taken), or move to another folder of the same owner (numbered if the name is taken there).
         */
        patch: operations["patchFilesByid"];
        trace?: never;
    };
    "/api/v1/files/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a file from the trash
         * @description Within 30 days of the delete (410 after); into the owner's root folder when its folder is in the trash.
         */
        post: operations["postFilesByidRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/upload-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List upload requests
         * @description Upload requests of every business in your scope, newest first.
         */
        get: operations["getUploadRequests"];
        put?: never;
        /**
         * Create an upload request
         * @description A link for uploading into one folder of a business, answered once in `link` (only its hash is kept). With `email`, the link is mailed in the brand's look.
         */
        post: operations["postUploadRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/upload-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an upload request
         * @description Status (open, expired, revoked) and what was received, with the sender's name and time.
         */
        get: operations["getUploadRequestsByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/upload-requests/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an upload request */
        post: operations["postUploadRequestsByidRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/upload-requests/{id}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extend an upload request
         * @description `days` more from the current expiry (from now if it has passed). A revoked link cannot be extended (409).
         */
        post: operations["postUploadRequestsByidExtend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{id}/upload-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a business's upload requests
         * @description The business's upload requests, newest first.
         */
        get: operations["getBusinessesByidUploadRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/upload-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open an upload link
         * @description What the upload page shows. 403 for a wrong token (429 after 10 from one address on this link, or 50 on any links, in 15 minutes; after 1,000 from all addresses the link refuses everyone for the rest of the window), 410 once expired or revoked.
         */
        get: operations["getPublicUploadRequestsByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/upload-requests/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload files through a link
         * @description Multipart: uploaderName (a name or email) first, then the file parts, within the link's size and count limits (413/422, and nothing is kept). Same refusals as the GET.
         */
        post: operations["postPublicUploadRequestsByidFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my chat channels of a business
         * @description The caller's channels of a business: its group channel (made on first use) and their single channels, each with `news`.
         */
        get: operations["getChannels"];
        put?: never;
        /**
         * Open a direct channel
         * @description Opens a single channel with another person who sees the business; the same pair answers its existing channel (200).
         */
        post: operations["postChannels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my channels with unread messages
         * @description Every channel of the caller with unread messages: re-fetched on reconnect and on focus.
         */
        get: operations["getChannelsUnread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a channel */
        get: operations["getChannelsByid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a channel read
         * @description Marks the channel read up to `lastMessageId` (default: its newest message) and sends unread_update to the caller's other tabs.
         */
        post: operations["postChannelsByidRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a channel's files
         * @description The channel's received files (attachments of its messages) and requested files (its file requests, with their status and what arrived).
         */
        get: operations["getChannelsByidFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{id}/file-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request files in a channel
         * @description Creates an upload request for the channel's business (into `folderId`, or the business's root folder) and posts a message carrying its link, in one transaction. Members hear of it as a `file_request` notification.
         */
        post: operations["postChannelsByidFileRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/channels/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a channel's messages
         * @description Pages back from the newest message: each page oldest to newest, `nextBefore` for the older page. With `q`, matching messages newest first.
         */
        get: operations["getChannelsByidMessages"];
        put?: never;
        /**
         * Send a message
         * @description The text is stored exactly as typed (plain text, never HTML). Mentions must be channel members; attachments files in the business’s folders.
         */
        post: operations["postChannelsByidMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a message
         * @description Author only; the message stays in the feed as deleted.
         */
        delete: operations["deleteMessagesByid"];
        options?: never;
        head?: never;
        /**
         * Edit a message
         * @description Author only.
         */
        patch: operations["patchMessagesByid"];
        trace?: never;
    };
    "/api/v1/abn/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check an ABN and look it up in the register
         * @description Checks an ABN (spaces, hyphens and an AU prefix ignored) with the ATO checksum and, when an ABR GUID is configured, asks the Australian Business Register. `register.outcome` says what the register answered or why it could not be asked; `refresh=true` asks again even when a recent answer is kept.
         */
        get: operations["getAbnLookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ConditionGroupInput: {
            /** @enum {string} */
            match: "all" | "any";
            conditions: (components["schemas"]["ConditionGroupInput"] | ({
                /** @enum {string} */
                field: "description" | "reference" | "payee" | "anyText";
                /** @enum {string} */
                op: "contains" | "notContains" | "equals" | "startsWith" | "endsWith" | "matchesWord" | "matchesRegex";
                value: string;
            } | {
                /** @enum {string} */
                field: "description" | "reference" | "payee" | "anyText";
                /** @enum {string} */
                op: "isOneOf";
                values: string[];
            } | {
                /** @enum {string} */
                field: "amount" | "absAmount" | "dayOfMonth" | "weekday";
                /** @enum {string} */
                op: "equals" | "lt" | "lte" | "gt" | "gte";
                value: number;
            } | {
                /** @enum {string} */
                field: "amount" | "absAmount" | "dayOfMonth" | "weekday";
                /** @enum {string} */
                op: "between";
                min: number;
                max: number;
            } | {
                /** @enum {string} */
                field: "amount" | "absAmount" | "dayOfMonth" | "weekday";
                /** @enum {string} */
                op: "isOneOf";
                values: number[];
            } | {
                /** @enum {string} */
                field: "date";
                /** @enum {string} */
                op: "equals" | "lt" | "lte" | "gt" | "gte";
                /** Format: date */
                value: string;
            } | {
                /** @enum {string} */
                field: "date";
                /** @enum {string} */
                op: "between";
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
            } | {
                /** @enum {string} */
                field: "direction";
                /** @enum {string} */
                op: "equals";
                /** @enum {string} */
                value: "spend" | "receive";
            } | {
                /** @enum {string} */
                field: "bankAccount" | "importBatch";
                /** @enum {string} */
                op: "isOneOf";
                values: string[];
            } | {
                /** @enum {string} */
                field: "state";
                /** @enum {string} */
                op: "equals";
                /** @enum {string} */
                value: "uncoded" | "suggested" | "coded";
                accountCode?: string;
            }))[];
        };
        PostedConditionGroupInput: {
            /** @enum {string} */
            match: "all" | "any";
            conditions: (components["schemas"]["PostedConditionGroupInput"] | ({
                /** @enum {string} */
                field: "account";
                /** @enum {string} */
                op: "isOneOf";
                values: string[];
            } | {
                /** @enum {string} */
                field: "taxCode";
                /** @enum {string} */
                op: "isOneOf";
                values: ("GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | "none")[];
            } | {
                /** @enum {string} */
                field: "amount" | "absAmount";
                /** @enum {string} */
                op: "equals" | "lt" | "lte" | "gt" | "gte";
                value: number;
            } | {
                /** @enum {string} */
                field: "amount" | "absAmount";
                /** @enum {string} */
                op: "between";
                min: number;
                max: number;
            } | {
                /** @enum {string} */
                field: "amount" | "absAmount";
                /** @enum {string} */
                op: "isOneOf";
                values: number[];
            } | {
                /** @enum {string} */
                field: "date";
                /** @enum {string} */
                op: "equals" | "lt" | "lte" | "gt" | "gte";
                /** Format: date */
                value: string;
            } | {
                /** @enum {string} */
                field: "date";
                /** @enum {string} */
                op: "between";
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
            } | {
                /** @enum {string} */
                field: "contact" | "description";
                /** @enum {string} */
                op: "contains" | "notContains" | "equals" | "startsWith" | "endsWith" | "matchesWord" | "matchesRegex";
                value: string;
            } | {
                /** @enum {string} */
                field: "contact" | "description";
                /** @enum {string} */
                op: "isOneOf";
                values: string[];
            } | {
                /** @enum {string} */
                field: "source";
                /** @enum {string} */
                op: "isOneOf";
                values: ("bank" | "manual" | "opening" | "adjustment")[];
            }))[];
        };
        ConditionGroup: {
            /** @enum {string} */
            match: "all" | "any";
            conditions: (components["schemas"]["ConditionGroup"] | ({
                /** @enum {string} */
                field: "description" | "reference" | "payee" | "anyText";
                /** @enum {string} */
                op: "contains" | "notContains" | "equals" | "startsWith" | "endsWith" | "matchesWord" | "matchesRegex";
                value: string;
            } | {
                /** @enum {string} */
                field: "description" | "reference" | "payee" | "anyText";
                /** @enum {string} */
                op: "isOneOf";
                values: string[];
            } | {
                /** @enum {string} */
                field: "amount" | "absAmount" | "dayOfMonth" | "weekday";
                /** @enum {string} */
                op: "equals" | "lt" | "lte" | "gt" | "gte";
                value: number;
            } | {
                /** @enum {string} */
                field: "amount" | "absAmount" | "dayOfMonth" | "weekday";
                /** @enum {string} */
                op: "between";
                min: number;
                max: number;
            } | {
                /** @enum {string} */
                field: "amount" | "absAmount" | "dayOfMonth" | "weekday";
                /** @enum {string} */
                op: "isOneOf";
                values: number[];
            } | {
                /** @enum {string} */
                field: "date";
                /** @enum {string} */
                op: "equals" | "lt" | "lte" | "gt" | "gte";
                /** Format: date */
                value: string;
            } | {
                /** @enum {string} */
                field: "date";
                /** @enum {string} */
                op: "between";
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
            } | {
                /** @enum {string} */
                field: "direction";
                /** @enum {string} */
                op: "equals";
                /** @enum {string} */
                value: "spend" | "receive";
            } | {
                /** @enum {string} */
                field: "bankAccount" | "importBatch";
                /** @enum {string} */
                op: "isOneOf";
                values: string[];
            } | {
                /** @enum {string} */
                field: "state";
                /** @enum {string} */
                op: "equals";
                /** @enum {string} */
                value: "uncoded" | "suggested" | "coded";
                accountCode?: string;
            }))[];
        };
        PostedConditionGroup: {
            /** @enum {string} */
            match: "all" | "any";
            conditions: (components["schemas"]["PostedConditionGroup"] | ({
                /** @enum {string} */
                field: "account";
                /** @enum {string} */
                op: "isOneOf";
                values: string[];
            } | {
                /** @enum {string} */
                field: "taxCode";
                /** @enum {string} */
                op: "isOneOf";
                values: ("GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | "none")[];
            } | {
                /** @enum {string} */
                field: "amount" | "absAmount";
                /** @enum {string} */
                op: "equals" | "lt" | "lte" | "gt" | "gte";
                value: number;
            } | {
                /** @enum {string} */
                field: "amount" | "absAmount";
                /** @enum {string} */
                op: "between";
                min: number;
                max: number;
            } | {
                /** @enum {string} */
                field: "amount" | "absAmount";
                /** @enum {string} */
                op: "isOneOf";
                values: number[];
            } | {
                /** @enum {string} */
                field: "date";
                /** @enum {string} */
                op: "equals" | "lt" | "lte" | "gt" | "gte";
                /** Format: date */
                value: string;
            } | {
                /** @enum {string} */
                field: "date";
                /** @enum {string} */
                op: "between";
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
            } | {
                /** @enum {string} */
                field: "contact" | "description";
                /** @enum {string} */
                op: "contains" | "notContains" | "equals" | "startsWith" | "endsWith" | "matchesWord" | "matchesRegex";
                value: string;
            } | {
                /** @enum {string} */
                field: "contact" | "description";
                /** @enum {string} */
                op: "isOneOf";
                values: string[];
            } | {
                /** @enum {string} */
                field: "source";
                /** @enum {string} */
                op: "isOneOf";
                values: ("bank" | "manual" | "opening" | "adjustment")[];
            }))[];
        };
        Error: {
            /** @description In English; the web shows its own words for `code`. */
            message: string;
            statusCode: number;
            /** @enum {string} */
            code: "VALIDATION" | "BAD_REQUEST" | "INVALID_TOKEN" | "WEAK_PASSWORD" | "WRONG_PASSWORD" | "UNBALANCED_ENTRY" | "SPLIT_MISMATCH" | "ACCOUNT_UNUSABLE" | "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "EMBED_LINK_INVALID" | "EMBED_LINK_EXPIRED" | "FORBIDDEN" | "LINK_INVALID" | "NOT_FOUND" | "CONFLICT" | "PERIOD_LOCKED" | "LINE_RECONCILED" | "LEDGER_IMMUTABLE" | "ACCOUNT_MISSING" | "ACCOUNT_PROTECTED" | "GONE" | "LINK_EXPIRED" | "LINK_REVOKED" | "TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "UNPROCESSABLE" | "NOTHING_TO_IMPORT" | "LINK_FULL" | "TOO_MANY_ATTEMPTS" | "TOO_MANY_REQUESTS" | "INTERNAL";
            /** @description The service's own figures (such as how many lines a 409 is about). */
            details?: {
                [key: string]: unknown;
            };
            /** @description VALIDATION only: each field that failed, by path. */
            issues?: {
                path: string;
                message: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            smtp: {
                                host: string | null;
                                port: number;
                                secure: boolean;
                                username: string | null;
                                password: string | null;
                                from: string | null;
                            };
                            abrGuid: string | null;
                            uploadMaxMb: number;
                            sessionHours: number;
                            signingKeyRotatedAt: string | null;
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    smtp?: {
                        host: string;
                        port: number;
                        secure: boolean;
                        username: string;
                        password?: string;
                        from: string;
                    };
                    abrGuid?: string;
                    uploadMaxMb?: number;
                    sessionHours?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            smtp: {
                                host: string | null;
                                port: number;
                                secure: boolean;
                                username: string | null;
                                password: string | null;
                                from: string | null;
                            };
                            abrGuid: string | null;
                            uploadMaxMb: number;
                            sessionHours: number;
                            signingKeyRotatedAt: string | null;
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSettingsTestMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            to: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSettingsRotateSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    confirm: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rotatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRolesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accessToken: string;
                            userId: string;
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            profile: {
                                firstName: string;
                                lastName: string;
                                avatar: string | null;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accessToken: string;
                            userId: string;
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            profile: {
                                firstName: string;
                                lastName: string;
                                avatar: string | null;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            sent: true;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            reset: true;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthActivation: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            firstName: string;
                            lastName: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthActivate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    firstName?: string;
                    lastName?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accessToken: string;
                            userId: string;
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            profile: {
                                firstName: string;
                                lastName: string;
                                avatar: string | null;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchMePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accessToken: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newEmail: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            sent: true;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMeEmailConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            avatar: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            language: "en" | "vi";
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            avatar: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            language: "en" | "vi";
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    phone?: string | null;
                    /** @enum {string} */
                    language: "en" | "vi";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            avatar: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            language: "en" | "vi";
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMeAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            avatar: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            language: "en" | "vi";
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMeAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            avatar: string | null;
                            phone: string | null;
                            /** @enum {string} */
                            language: "en" | "vi";
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAvatarsBykey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuditLogs: {
        parameters: {
            query?: {
                actorId?: string;
                entity?: string;
                action?: string;
                from?: string;
                to?: string;
                skip?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            action: string;
                            entity: string;
                            entityId: string | null;
                            before: unknown;
                            after: unknown;
                            createdAt: string;
                            actor: {
                                id: string;
                                name: string;
                                email: string;
                            } | null;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
                type?: "chat" | "file_request" | "reports" | "chat_mention" | "chat_new_message";
                hasMentionReceiver?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            content: string;
                            isRead: boolean;
                            createdAt: string;
                            /** @enum {string} */
                            type: "chat" | "file_request" | "reports" | "chat_mention" | "chat_new_message";
                            meta: {
                                businessId: string | null;
                                channelId: string | null;
                                businessName: string | null;
                                uploadRequestId?: string;
                                reportType?: string;
                                reportFrom?: string;
                                reportTo?: string;
                            };
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotificationsCountUnread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: number;
                    };
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            updated: number;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotificationsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            content: string;
                            isRead: boolean;
                            createdAt: string;
                            /** @enum {string} */
                            type: "chat" | "file_request" | "reports" | "chat_mention" | "chat_new_message";
                            meta: {
                                businessId: string | null;
                                channelId: string | null;
                                businessName: string | null;
                                uploadRequestId?: string;
                                reportType?: string;
                                reportFrom?: string;
                                reportTo?: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinesses: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
                keyword?: string;
                status?: "active" | "archived";
                clientId?: string;
                caseManagerId?: string;
                sort?: "name" | "-name" | "clientName" | "-clientName" | "createdAt" | "-createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            legalName: string | null;
                            abn: string | null;
                            clientId: string;
                            clientName: string;
                            clientCode: string;
                            /** @enum {string} */
                            status: "active" | "archived";
                            gstRegistered: boolean;
                            /** @enum {string} */
                            gstBasis: "cash" | "accrual";
                            /** @enum {string} */
                            basFrequency: "monthly" | "quarterly" | "annually";
                            financialYearStartMonth: number;
                            lockDate: string | null;
                            caseManagers: {
                                id: string;
                                name: string;
                            }[];
                            createdAt: string;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinesses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    clientId: string;
                    name: string;
                    legalName?: string | null;
                    abn?: string | null;
                    gstRegistered: boolean;
                    /** @enum {string} */
                    gstBasis: "cash" | "accrual";
                    /** @enum {string} */
                    basFrequency: "monthly" | "quarterly" | "annually";
                    /** @default 7 */
                    financialYearStartMonth?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            legalName: string | null;
                            abn: string | null;
                            clientId: string;
                            clientName: string;
                            clientCode: string;
                            /** @enum {string} */
                            status: "active" | "archived";
                            gstRegistered: boolean;
                            /** @enum {string} */
                            gstBasis: "cash" | "accrual";
                            /** @enum {string} */
                            basFrequency: "monthly" | "quarterly" | "annually";
                            financialYearStartMonth: number;
                            lockDate: string | null;
                            caseManagers: {
                                id: string;
                                name: string;
                            }[];
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            legalName: string | null;
                            abn: string | null;
                            clientId: string;
                            clientName: string;
                            clientCode: string;
                            /** @enum {string} */
                            status: "active" | "archived";
                            gstRegistered: boolean;
                            /** @enum {string} */
                            gstBasis: "cash" | "accrual";
                            /** @enum {string} */
                            basFrequency: "monthly" | "quarterly" | "annually";
                            financialYearStartMonth: number;
                            lockDate: string | null;
                            caseManagers: {
                                id: string;
                                name: string;
                            }[];
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchBusinessesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    legalName?: string | null;
                    abn?: string | null;
                    gstRegistered?: boolean;
                    /** @enum {string} */
                    gstBasis?: "cash" | "accrual";
                    /** @enum {string} */
                    basFrequency?: "monthly" | "quarterly" | "annually";
                    financialYearStartMonth?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            legalName: string | null;
                            abn: string | null;
                            clientId: string;
                            clientName: string;
                            clientCode: string;
                            /** @enum {string} */
                            status: "active" | "archived";
                            gstRegistered: boolean;
                            /** @enum {string} */
                            gstBasis: "cash" | "accrual";
                            /** @enum {string} */
                            basFrequency: "monthly" | "quarterly" | "annually";
                            financialYearStartMonth: number;
                            lockDate: string | null;
                            caseManagers: {
                                id: string;
                                name: string;
                            }[];
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            legalName: string | null;
                            abn: string | null;
                            clientId: string;
                            clientName: string;
                            clientCode: string;
                            /** @enum {string} */
                            status: "active" | "archived";
                            gstRegistered: boolean;
                            /** @enum {string} */
                            gstBasis: "cash" | "accrual";
                            /** @enum {string} */
                            basFrequency: "monthly" | "quarterly" | "annually";
                            financialYearStartMonth: number;
                            lockDate: string | null;
                            caseManagers: {
                                id: string;
                                name: string;
                            }[];
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            legalName: string | null;
                            abn: string | null;
                            clientId: string;
                            clientName: string;
                            clientCode: string;
                            /** @enum {string} */
                            status: "active" | "archived";
                            gstRegistered: boolean;
                            /** @enum {string} */
                            gstBasis: "cash" | "accrual";
                            /** @enum {string} */
                            basFrequency: "monthly" | "quarterly" | "annually";
                            financialYearStartMonth: number;
                            lockDate: string | null;
                            caseManagers: {
                                id: string;
                                name: string;
                            }[];
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidCaseManagers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            assigned: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                            }[];
                            assignable: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidCaseManagers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            assigned: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                            }[];
                            assignable: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBusinessesByidCaseManagersByuserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            assigned: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                            }[];
                            assignable: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
                keyword?: string;
                roleId?: number;
                regionId?: string;
                status?: "active" | "inactive";
                supervisorId?: string;
                sort?: "name" | "-name" | "email" | "-email" | "createdAt" | "-createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            regionId: string | null;
                            regionName: string | null;
                            brandId: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            activated: boolean;
                            supervisorId: string | null;
                            businessCount: number;
                            createdAt: string;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            regionId: string | null;
                            regionName: string | null;
                            brandId: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            activated: boolean;
                            supervisorId: string | null;
                            businessCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchUsersByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roleId?: number;
                    /** Format: uuid */
                    regionId?: string | null;
                    /** Format: uuid */
                    brandId?: string | null;
                    /** Format: uuid */
                    supervisorId?: string | null;
                    firstName?: string;
                    lastName?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            regionId: string | null;
                            regionName: string | null;
                            brandId: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            activated: boolean;
                            supervisorId: string | null;
                            businessCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    firstName: string;
                    lastName: string;
                    roleId: number;
                    /** Format: uuid */
                    regionId?: string | null;
                    /** Format: uuid */
                    brandId?: string | null;
                    /** Format: uuid */
                    supervisorId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            regionId: string | null;
                            regionName: string | null;
                            brandId: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            activated: boolean;
                            supervisorId: string | null;
                            businessCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersByidResendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            mailed: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersByidDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            regionId: string | null;
                            regionName: string | null;
                            brandId: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            activated: boolean;
                            supervisorId: string | null;
                            businessCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersByidReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            /** @enum {number} */
                            roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                            regionId: string | null;
                            regionName: string | null;
                            brandId: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            activated: boolean;
                            supervisorId: string | null;
                            businessCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersByidCaseManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user: {
                                id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {number} */
                                roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                                regionId: string | null;
                                regionName: string | null;
                                brandId: string | null;
                                /** @enum {string} */
                                status: "active" | "inactive";
                                activated: boolean;
                                supervisorId: string | null;
                                businessCount: number;
                                createdAt: string;
                            };
                            supervisor: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                            } | null;
                            businesses: {
                                id: string;
                                name: string;
                                clientName: string;
                                /** @enum {string} */
                                status: "active" | "archived";
                            }[];
                            workload: {
                                businesses: number;
                                activeBusinesses: number;
                                clients: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersByidCaseManagers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            supervisor: {
                                id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {number} */
                                roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                                regionId: string | null;
                                regionName: string | null;
                                brandId: string | null;
                                /** @enum {string} */
                                status: "active" | "inactive";
                                activated: boolean;
                                supervisorId: string | null;
                                businessCount: number;
                                createdAt: string;
                            };
                            caseManagers: {
                                id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {number} */
                                roleId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                                regionId: string | null;
                                regionName: string | null;
                                brandId: string | null;
                                /** @enum {string} */
                                status: "active" | "inactive";
                                activated: boolean;
                                supervisorId: string | null;
                                businessCount: number;
                                createdAt: string;
                                workload: {
                                    businesses: number;
                                    activeBusinesses: number;
                                    clients: number;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            counts: {
                                clients: number;
                                activeClients: number;
                                businesses: number;
                                staff: number;
                            };
                            latest: {
                                clients: {
                                    id: string;
                                    code: string;
                                    name: string;
                                    createdAt: string;
                                }[];
                                businesses: {
                                    id: string;
                                    name: string;
                                    clientName: string;
                                    createdAt: string;
                                }[];
                                staff: {
                                    id: string;
                                    firstName: string;
                                    lastName: string;
                                    email: string;
                                    roleId: number;
                                    createdAt: string;
                                }[];
                                files: {
                                    id: string;
                                    name: string;
                                    size: number;
                                    mimeType: string;
                                    folderId: string;
                                    /** @enum {string} */
                                    ownerType: "client" | "business";
                                    ownerId: string;
                                    ownerName: string;
                                    uploaderName: string;
                                    createdAt: string;
                                }[];
                                reports: {
                                    id: string;
                                    businessId: string;
                                    businessName: string;
                                    /** @enum {string} */
                                    type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                                    from: string;
                                    to: string;
                                    /** @enum {string} */
                                    status: "work_in_progress" | "waiting_approval" | "approved" | "rejected" | "unlocked";
                                    createdAt: string;
                                }[];
                            };
                            charts: {
                                topClientsByBusinesses: {
                                    clientId: string;
                                    code: string;
                                    name: string;
                                    businesses: number;
                                }[];
                                clientsByStatus: {
                                    /** @enum {string} */
                                    status: "active" | "inactive" | "archived";
                                    count: number;
                                }[];
                                topBusinessesByTransactions: {
                                    businessId: string;
                                    name: string;
                                    clientName: string;
                                    transactions: number;
                                }[];
                                topBusinessesByOpenWork: {
                                    businessId: string;
                                    name: string;
                                    clientName: string;
                                    uncoded: number;
                                    awaitingApproval: number;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRegions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            createdAt: string;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postRegions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchRegionsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServices: {
        parameters: {
            query?: {
                active?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            active: boolean;
                            sortOrder: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @default true */
                    active?: boolean;
                    /** @default 0 */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            active: boolean;
                            sortOrder: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchServicesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    active?: boolean;
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            active: boolean;
                            sortOrder: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrands: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
                keyword?: string;
                status?: "active" | "inactive";
                sort?: "name" | "-name" | "slug" | "-slug" | "createdAt" | "-createdAt" | "status";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            slug: string;
                            logoUrl: string | null;
                            primaryColor: string;
                            contactEmail: string;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            coaTemplateId: string | null;
                            clientCount: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBrands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug: string;
                    primaryColor?: string;
                    contactEmail: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            slug: string;
                            logoUrl: string | null;
                            primaryColor: string;
                            contactEmail: string;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            coaTemplateId: string | null;
                            clientCount: number;
                            createdAt: string;
                            updatedAt: string;
                            services: {
                                id: string;
                                name: string;
                                description: string;
                                active: boolean;
                                sortOrder: number;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            clientCounts: {
                                active: number;
                                inactive: number;
                                archived: number;
                                total: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            slug: string;
                            logoUrl: string | null;
                            primaryColor: string;
                            contactEmail: string;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            coaTemplateId: string | null;
                            clientCount: number;
                            createdAt: string;
                            updatedAt: string;
                            services: {
                                id: string;
                                name: string;
                                description: string;
                                active: boolean;
                                sortOrder: number;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            clientCounts: {
                                active: number;
                                inactive: number;
                                archived: number;
                                total: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchBrandsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    slug?: string;
                    primaryColor?: string;
                    contactEmail?: string;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            slug: string;
                            logoUrl: string | null;
                            primaryColor: string;
                            contactEmail: string;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            coaTemplateId: string | null;
                            clientCount: number;
                            createdAt: string;
                            updatedAt: string;
                            services: {
                                id: string;
                                name: string;
                                description: string;
                                active: boolean;
                                sortOrder: number;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            clientCounts: {
                                active: number;
                                inactive: number;
                                archived: number;
                                total: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putBrandsByidServices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    serviceIds: string[];
                    /** Format: uuid */
                    coaTemplateId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            slug: string;
                            logoUrl: string | null;
                            primaryColor: string;
                            contactEmail: string;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            coaTemplateId: string | null;
                            clientCount: number;
                            createdAt: string;
                            updatedAt: string;
                            services: {
                                id: string;
                                name: string;
                                description: string;
                                active: boolean;
                                sortOrder: number;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            clientCounts: {
                                active: number;
                                inactive: number;
                                archived: number;
                                total: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandsByidLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBrandsByidLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            slug: string;
                            logoUrl: string | null;
                            primaryColor: string;
                            contactEmail: string;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            coaTemplateId: string | null;
                            clientCount: number;
                            createdAt: string;
                            updatedAt: string;
                            services: {
                                id: string;
                                name: string;
                                description: string;
                                active: boolean;
                                sortOrder: number;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            clientCounts: {
                                active: number;
                                inactive: number;
                                archived: number;
                                total: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicBrandsByslug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            slug: string;
                            primaryColor: string;
                            logoUrl: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTags: {
        parameters: {
            query?: {
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            color: string;
                            clientCount: number;
                            createdAt: string;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    color?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            color: string;
                            clientCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchTagsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    color?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            color: string;
                            clientCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getClients: {
        parameters: {
            query?: {
                keyword?: string;
                status?: "active" | "inactive" | "archived";
                brandId?: string;
                regionId?: string;
                supervisorId?: string;
                tagId?: string;
                sort?: "name" | "-name" | "code" | "-code" | "createdAt" | "-createdAt" | "status";
                skip?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            code: string;
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            abn: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive" | "archived";
                            brandId: string;
                            brandName: string;
                            regionId: string;
                            regionName: string;
                            supervisorId: string | null;
                            supervisorName: string | null;
                            tags: {
                                id: string;
                                name: string;
                                color: string;
                            }[];
                            businessCount: number;
                            createdAt: string;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    brandId: string;
                    /** Format: uuid */
                    regionId: string;
                    name: string;
                    /** @default  */
                    email?: "" | string;
                    /** @default  */
                    phone?: string;
                    /** @default  */
                    address?: string;
                    abn?: string | null;
                    /** Format: uuid */
                    supervisorId?: string | null;
                    tagIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            code: string;
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            abn: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive" | "archived";
                            brandId: string;
                            brandName: string;
                            regionId: string;
                            regionName: string;
                            supervisorId: string | null;
                            supervisorName: string | null;
                            tags: {
                                id: string;
                                name: string;
                                color: string;
                            }[];
                            businessCount: number;
                            createdAt: string;
                            businesses: {
                                id: string;
                                name: string;
                                abn: string | null;
                                status: string;
                            }[];
                            portalUsers: {
                                id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                status: string;
                                activated: boolean;
                                createdAt: string;
                            }[];
                            activity: {
                                id: number;
                                action: string;
                                actorId: string | null;
                                actorName: string | null;
                                before: unknown;
                                after: unknown;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getClientsExportCsv: {
        parameters: {
            query?: {
                keyword?: string;
                status?: "active" | "inactive" | "archived";
                brandId?: string;
                regionId?: string;
                supervisorId?: string;
                tagId?: string;
                sort?: "name" | "-name" | "code" | "-code" | "createdAt" | "-createdAt" | "status";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getClientsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            code: string;
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            abn: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive" | "archived";
                            brandId: string;
                            brandName: string;
                            regionId: string;
                            regionName: string;
                            supervisorId: string | null;
                            supervisorName: string | null;
                            tags: {
                                id: string;
                                name: string;
                                color: string;
                            }[];
                            businessCount: number;
                            createdAt: string;
                            businesses: {
                                id: string;
                                name: string;
                                abn: string | null;
                                status: string;
                            }[];
                            portalUsers: {
                                id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                status: string;
                                activated: boolean;
                                createdAt: string;
                            }[];
                            activity: {
                                id: number;
                                action: string;
                                actorId: string | null;
                                actorName: string | null;
                                before: unknown;
                                after: unknown;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteClientsByid: {
        parameters: {
            query?: {
                confirm?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirm?: string;
                } | null;
            };
        };
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchClientsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    brandId?: string;
                    /** Format: uuid */
                    regionId?: string;
                    name?: string;
                    email?: "" | string;
                    phone?: string;
                    address?: string;
                    abn?: string | null;
                    /** Format: uuid */
                    supervisorId?: string | null;
                    tagIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            code: string;
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            abn: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive" | "archived";
                            brandId: string;
                            brandName: string;
                            regionId: string;
                            regionName: string;
                            supervisorId: string | null;
                            supervisorName: string | null;
                            tags: {
                                id: string;
                                name: string;
                                color: string;
                            }[];
                            businessCount: number;
                            createdAt: string;
                            businesses: {
                                id: string;
                                name: string;
                                abn: string | null;
                                status: string;
                            }[];
                            portalUsers: {
                                id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                status: string;
                                activated: boolean;
                                createdAt: string;
                            }[];
                            activity: {
                                id: number;
                                action: string;
                                actorId: string | null;
                                actorName: string | null;
                                before: unknown;
                                after: unknown;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postClientsByidArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            code: string;
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            abn: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive" | "archived";
                            brandId: string;
                            brandName: string;
                            regionId: string;
                            regionName: string;
                            supervisorId: string | null;
                            supervisorName: string | null;
                            tags: {
                                id: string;
                                name: string;
                                color: string;
                            }[];
                            businessCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postClientsByidRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            code: string;
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            abn: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive" | "archived";
                            brandId: string;
                            brandName: string;
                            regionId: string;
                            regionName: string;
                            supervisorId: string | null;
                            supervisorName: string | null;
                            tags: {
                                id: string;
                                name: string;
                                color: string;
                            }[];
                            businessCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postClientsByidActivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            code: string;
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            abn: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive" | "archived";
                            brandId: string;
                            brandName: string;
                            regionId: string;
                            regionName: string;
                            supervisorId: string | null;
                            supervisorName: string | null;
                            tags: {
                                id: string;
                                name: string;
                                color: string;
                            }[];
                            businessCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postClientsByidDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            code: string;
                            name: string;
                            email: string;
                            phone: string;
                            address: string;
                            abn: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive" | "archived";
                            brandId: string;
                            brandName: string;
                            regionId: string;
                            regionName: string;
                            supervisorId: string | null;
                            supervisorName: string | null;
                            tags: {
                                id: string;
                                name: string;
                                color: string;
                            }[];
                            businessCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postClientsByidAssign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    supervisorId?: string | null;
                    /** Format: uuid */
                    caseManagerId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            supervisorId: string | null;
                            addedToBusinessIds: string[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putClientsByidTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tagIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            color: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postClientsByidTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    tagId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            color: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postClientsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                    /** @enum {string} */
                    action: "archive" | "restore" | "activate" | "deactivate" | "tag";
                    /** Format: uuid */
                    tagId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            requested: number;
                            affected: number;
                            skipped: number;
                            affectedIds: string[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postClientsByidPortalUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    firstName: string;
                    lastName: string;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "vi";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            status: string;
                            activated: boolean;
                            createdAt: string;
                            invitationMailed: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCharts: {
        parameters: {
            query?: {
                kind?: "system" | "brand";
                brandId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "system" | "brand" | "business";
                            name: string;
                            brandId: string | null;
                            brandName: string | null;
                            businessId: string | null;
                            sourceChartId: string | null;
                            accountCount: number;
                            createdAt: string;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCharts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uuid */
                    sourceChartId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "system" | "brand" | "business";
                            name: string;
                            brandId: string | null;
                            brandName: string | null;
                            businessId: string | null;
                            sourceChartId: string | null;
                            accountCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChartsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "system" | "brand" | "business";
                            name: string;
                            brandId: string | null;
                            brandName: string | null;
                            businessId: string | null;
                            sourceChartId: string | null;
                            accountCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchChartsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "system" | "brand" | "business";
                            name: string;
                            brandId: string | null;
                            brandName: string | null;
                            businessId: string | null;
                            sourceChartId: string | null;
                            accountCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChartsByidAccounts: {
        parameters: {
            query?: {
                keyword?: string;
                type?: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                active?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            chartId: string;
                            code: string;
                            name: string;
                            /** @enum {string} */
                            type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                            /** @enum {string} */
                            subtype: "bank" | "current" | "fixed" | "non_current" | "direct_costs" | "other";
                            /** @enum {string} */
                            taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                            description: string;
                            active: boolean;
                            /** @enum {string|null} */
                            systemRole: "gst" | "retained_earnings" | "current_year_earnings" | "suspense" | "transfer_clearing" | null;
                            hasPostings: boolean;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postChartsByidAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                    /** @enum {string} */
                    type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                    /**
                     * @default other
                     * @enum {string}
                     */
                    subtype?: "bank" | "current" | "fixed" | "non_current" | "direct_costs" | "other";
                    /**
                     * @default N-T
                     * @enum {string}
                     */
                    taxCode?: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                    /** @default  */
                    description?: string;
                    /** @default true */
                    active?: boolean;
                    /**
                     * @default null
                     * @enum {string|null}
                     */
                    systemRole?: "gst" | "retained_earnings" | "current_year_earnings" | "suspense" | "transfer_clearing" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            chartId: string;
                            code: string;
                            name: string;
                            /** @enum {string} */
                            type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                            /** @enum {string} */
                            subtype: "bank" | "current" | "fixed" | "non_current" | "direct_costs" | "other";
                            /** @enum {string} */
                            taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                            description: string;
                            active: boolean;
                            /** @enum {string|null} */
                            systemRole: "gst" | "retained_earnings" | "current_year_earnings" | "suspense" | "transfer_clearing" | null;
                            hasPostings: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChartsByidAccountsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postChartsByidAccountsImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created: number;
                            updated: number;
                            unchanged: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteChartsByidAccountsByaccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchChartsByidAccountsByaccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    name?: string;
                    /** @enum {string} */
                    type?: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                    /** @enum {string} */
                    subtype?: "bank" | "current" | "fixed" | "non_current" | "direct_costs" | "other";
                    /** @enum {string} */
                    taxCode?: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                    description?: string;
                    active?: boolean;
                    /** @enum {string|null} */
                    systemRole?: "gst" | "retained_earnings" | "current_year_earnings" | "suspense" | "transfer_clearing" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            chartId: string;
                            code: string;
                            name: string;
                            /** @enum {string} */
                            type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                            /** @enum {string} */
                            subtype: "bank" | "current" | "fixed" | "non_current" | "direct_costs" | "other";
                            /** @enum {string} */
                            taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                            description: string;
                            active: boolean;
                            /** @enum {string|null} */
                            systemRole: "gst" | "retained_earnings" | "current_year_earnings" | "suspense" | "transfer_clearing" | null;
                            hasPostings: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandsByidChart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "system" | "brand" | "business";
                            name: string;
                            brandId: string | null;
                            brandName: string | null;
                            businessId: string | null;
                            sourceChartId: string | null;
                            accountCount: number;
                            createdAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBrandsByidChart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    sourceChartId: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "system" | "brand" | "business";
                            name: string;
                            brandId: string | null;
                            brandName: string | null;
                            businessId: string | null;
                            sourceChartId: string | null;
                            accountCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidAccounts: {
        parameters: {
            query?: {
                keyword?: string;
                type?: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                active?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            chartId: string;
                            code: string;
                            name: string;
                            /** @enum {string} */
                            type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                            /** @enum {string} */
                            subtype: "bank" | "current" | "fixed" | "non_current" | "direct_costs" | "other";
                            /** @enum {string} */
                            taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                            description: string;
                            active: boolean;
                            /** @enum {string|null} */
                            systemRole: "gst" | "retained_earnings" | "current_year_earnings" | "suspense" | "transfer_clearing" | null;
                            hasPostings: boolean;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                    /** @enum {string} */
                    type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                    /**
                     * @default other
                     * @enum {string}
                     */
                    subtype?: "bank" | "current" | "fixed" | "non_current" | "direct_costs" | "other";
                    /**
                     * @default N-T
                     * @enum {string}
                     */
                    taxCode?: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                    /** @default  */
                    description?: string;
                    /** @default true */
                    active?: boolean;
                    /**
                     * @default null
                     * @enum {string|null}
                     */
                    systemRole?: "gst" | "retained_earnings" | "current_year_earnings" | "suspense" | "transfer_clearing" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            chartId: string;
                            code: string;
                            name: string;
                            /** @enum {string} */
                            type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                            /** @enum {string} */
                            subtype: "bank" | "current" | "fixed" | "non_current" | "direct_costs" | "other";
                            /** @enum {string} */
                            taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                            description: string;
                            active: boolean;
                            /** @enum {string|null} */
                            systemRole: "gst" | "retained_earnings" | "current_year_earnings" | "suspense" | "transfer_clearing" | null;
                            hasPostings: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidAccountsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidAccountsImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created: number;
                            updated: number;
                            unchanged: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBusinessesByidAccountsByaccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchBusinessesByidAccountsByaccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    name?: string;
                    /** @enum {string} */
                    type?: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                    /** @enum {string} */
                    subtype?: "bank" | "current" | "fixed" | "non_current" | "direct_costs" | "other";
                    /** @enum {string} */
                    taxCode?: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                    description?: string;
                    active?: boolean;
                    /** @enum {string|null} */
                    systemRole?: "gst" | "retained_earnings" | "current_year_earnings" | "suspense" | "transfer_clearing" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            chartId: string;
                            code: string;
                            name: string;
                            /** @enum {string} */
                            type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                            /** @enum {string} */
                            subtype: "bank" | "current" | "fixed" | "non_current" | "direct_costs" | "other";
                            /** @enum {string} */
                            taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                            description: string;
                            active: boolean;
                            /** @enum {string|null} */
                            systemRole: "gst" | "retained_earnings" | "current_year_earnings" | "suspense" | "transfer_clearing" | null;
                            hasPostings: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidBankAccounts: {
        parameters: {
            query?: {
                status?: "active" | "closed";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            name: string;
                            bsb: string;
                            accountNumber: string;
                            /** @enum {string} */
                            kind: "manual" | "online";
                            ledgerAccount: {
                                id: string;
                                code: string;
                                name: string;
                            };
                            openingBalance: number;
                            openingDate: string | null;
                            /** @enum {string} */
                            status: "active" | "closed";
                            transactionCount: number;
                            lastImportAt: string | null;
                            feed: {
                                provider: string;
                                providerName: string;
                                institution: string;
                                accountReference: string;
                                consentExpiresAt: string | null;
                                /** @enum {string} */
                                status: "connected" | "consent_expired" | "closed";
                                lastSyncAt: string | null;
                            } | null;
                            createdAt: string;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidBankAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    bsb?: string;
                    accountNumber?: string;
                    /**
                     * @default manual
                     * @enum {string}
                     */
                    kind?: "manual" | "online";
                    /** Format: uuid */
                    ledgerAccountId?: string;
                    /** @default 0 */
                    openingBalance?: number;
                    /**
                     * Format: date
                     * @default null
                     */
                    openingDate?: string | null;
                    feed?: {
                        provider: string;
                        institution: string;
                        accountReference: string;
                        /** Format: date */
                        consentExpiresAt: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            name: string;
                            bsb: string;
                            accountNumber: string;
                            /** @enum {string} */
                            kind: "manual" | "online";
                            ledgerAccount: {
                                id: string;
                                code: string;
                                name: string;
                            };
                            openingBalance: number;
                            openingDate: string | null;
                            /** @enum {string} */
                            status: "active" | "closed";
                            transactionCount: number;
                            lastImportAt: string | null;
                            feed: {
                                provider: string;
                                providerName: string;
                                institution: string;
                                accountReference: string;
                                consentExpiresAt: string | null;
                                /** @enum {string} */
                                status: "connected" | "consent_expired" | "closed";
                                lastSyncAt: string | null;
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidBankAccountsBybankAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                bankAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            name: string;
                            bsb: string;
                            accountNumber: string;
                            /** @enum {string} */
                            kind: "manual" | "online";
                            ledgerAccount: {
                                id: string;
                                code: string;
                                name: string;
                            };
                            openingBalance: number;
                            openingDate: string | null;
                            /** @enum {string} */
                            status: "active" | "closed";
                            transactionCount: number;
                            lastImportAt: string | null;
                            feed: {
                                provider: string;
                                providerName: string;
                                institution: string;
                                accountReference: string;
                                consentExpiresAt: string | null;
                                /** @enum {string} */
                                status: "connected" | "consent_expired" | "closed";
                                lastSyncAt: string | null;
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBusinessesByidBankAccountsBybankAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                bankAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchBusinessesByidBankAccountsBybankAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                bankAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    bsb?: string;
                    accountNumber?: string;
                    /** Format: uuid */
                    ledgerAccountId?: string;
                    openingBalance?: number;
                    /** Format: date */
                    openingDate?: string | null;
                    /** @enum {string} */
                    status?: "active" | "closed";
                    feed?: {
                        provider: string;
                        institution: string;
                        accountReference: string;
                        /** Format: date */
                        consentExpiresAt: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            name: string;
                            bsb: string;
                            accountNumber: string;
                            /** @enum {string} */
                            kind: "manual" | "online";
                            ledgerAccount: {
                                id: string;
                                code: string;
                                name: string;
                            };
                            openingBalance: number;
                            openingDate: string | null;
                            /** @enum {string} */
                            status: "active" | "closed";
                            transactionCount: number;
                            lastImportAt: string | null;
                            feed: {
                                provider: string;
                                providerName: string;
                                institution: string;
                                accountReference: string;
                                consentExpiresAt: string | null;
                                /** @enum {string} */
                                status: "connected" | "consent_expired" | "closed";
                                lastSyncAt: string | null;
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidBankFeeds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            provider: string;
                            providerName: string;
                            institution: string;
                            accountReference: string;
                            consentExpiresAt: string | null;
                            /** @enum {string} */
                            status: "connected" | "consent_expired" | "closed";
                            lastSyncAt: string | null;
                            bankAccountId: string;
                            name: string;
                            accountNumber: string;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBankFeedsProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCsvMappingsPresets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            key: "commbank" | "anz" | "nab" | "ing" | "westpac" | "macquarie";
                            bank: string;
                            mapping: {
                                hasHeader: boolean;
                                skipLines?: number;
                                skipLastLines?: number;
                                /** @enum {string} */
                                delimiter?: "," | ";" | "\t" | "|";
                                dateColumn: number | string;
                                dateFormat: string | string[];
                                amount: {
                                    /** @enum {string} */
                                    kind: "signed";
                                    column: number | string;
                                    invert?: boolean;
                                } | {
                                    /** @enum {string} */
                                    kind: "debitCredit";
                                    debit: number | string;
                                    credit: number | string;
                                } | {
                                    /** @enum {string} */
                                    kind: "amountWithFlag";
                                    column: number | string;
                                    flagColumn: number | string;
                                    outValues?: string[];
                                    inValues?: string[];
                                };
                                descriptionColumns: (number | string)[];
                                payeeColumn?: number | string;
                                referenceColumn?: number | string;
                                externalIdColumn?: number | string;
                                balanceColumn?: number | string;
                                /** @enum {string} */
                                decimal: "." | ",";
                                currency?: string;
                                skipInvalidRows?: boolean;
                                appendContinuationRows?: boolean;
                            };
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidCsvMappings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string | null;
                            name: string;
                            mapping: {
                                hasHeader: boolean;
                                skipLines?: number;
                                skipLastLines?: number;
                                /** @enum {string} */
                                delimiter?: "," | ";" | "\t" | "|";
                                dateColumn: number | string;
                                dateFormat: string | string[];
                                amount: {
                                    /** @enum {string} */
                                    kind: "signed";
                                    column: number | string;
                                    invert?: boolean;
                                } | {
                                    /** @enum {string} */
                                    kind: "debitCredit";
                                    debit: number | string;
                                    credit: number | string;
                                } | {
                                    /** @enum {string} */
                                    kind: "amountWithFlag";
                                    column: number | string;
                                    flagColumn: number | string;
                                    outValues?: string[];
                                    inValues?: string[];
                                };
                                descriptionColumns: (number | string)[];
                                payeeColumn?: number | string;
                                referenceColumn?: number | string;
                                externalIdColumn?: number | string;
                                balanceColumn?: number | string;
                                /** @enum {string} */
                                decimal: "." | ",";
                                currency?: string;
                                skipInvalidRows?: boolean;
                                appendContinuationRows?: boolean;
                            };
                            createdAt: string;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidCsvMappings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    mapping: {
                        hasHeader: boolean;
                        skipLines?: number;
                        skipLastLines?: number;
                        /** @enum {string} */
                        delimiter?: "," | ";" | "\t" | "|";
                        dateColumn: number | string;
                        dateFormat: string | string[];
                        amount: {
                            /** @enum {string} */
                            kind: "signed";
                            column: number | string;
                            invert?: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "debitCredit";
                            debit: number | string;
                            credit: number | string;
                        } | {
                            /** @enum {string} */
                            kind: "amountWithFlag";
                            column: number | string;
                            flagColumn: number | string;
                            outValues?: string[];
                            inValues?: string[];
                        };
                        descriptionColumns: (number | string)[];
                        payeeColumn?: number | string;
                        referenceColumn?: number | string;
                        externalIdColumn?: number | string;
                        balanceColumn?: number | string;
                        /** @enum {string} */
                        decimal: "." | ",";
                        currency?: string;
                        skipInvalidRows?: boolean;
                        appendContinuationRows?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string | null;
                            name: string;
                            mapping: {
                                hasHeader: boolean;
                                skipLines?: number;
                                skipLastLines?: number;
                                /** @enum {string} */
                                delimiter?: "," | ";" | "\t" | "|";
                                dateColumn: number | string;
                                dateFormat: string | string[];
                                amount: {
                                    /** @enum {string} */
                                    kind: "signed";
                                    column: number | string;
                                    invert?: boolean;
                                } | {
                                    /** @enum {string} */
                                    kind: "debitCredit";
                                    debit: number | string;
                                    credit: number | string;
                                } | {
                                    /** @enum {string} */
                                    kind: "amountWithFlag";
                                    column: number | string;
                                    flagColumn: number | string;
                                    outValues?: string[];
                                    inValues?: string[];
                                };
                                descriptionColumns: (number | string)[];
                                payeeColumn?: number | string;
                                referenceColumn?: number | string;
                                externalIdColumn?: number | string;
                                balanceColumn?: number | string;
                                /** @enum {string} */
                                decimal: "." | ",";
                                currency?: string;
                                skipInvalidRows?: boolean;
                                appendContinuationRows?: boolean;
                            };
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBusinessesByidCsvMappingsBymappingId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                mappingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidBankAccountsBybankAccountIdImports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                bankAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "previewed" | "committed" | "failed";
                            fileName: string;
                            format: string;
                            bankAccountId: string;
                            account: {
                                accountId: string | null;
                                currency: string | null;
                                openingBalance: number | null;
                                closingBalance: number | null;
                            };
                            mapping: {
                                hasHeader: boolean;
                                skipLines?: number;
                                skipLastLines?: number;
                                /** @enum {string} */
                                delimiter?: "," | ";" | "\t" | "|";
                                dateColumn: number | string;
                                dateFormat: string | string[];
                                amount: {
                                    /** @enum {string} */
                                    kind: "signed";
                                    column: number | string;
                                    invert?: boolean;
                                } | {
                                    /** @enum {string} */
                                    kind: "debitCredit";
                                    debit: number | string;
                                    credit: number | string;
                                } | {
                                    /** @enum {string} */
                                    kind: "amountWithFlag";
                                    column: number | string;
                                    flagColumn: number | string;
                                    outValues?: string[];
                                    inValues?: string[];
                                };
                                descriptionColumns: (number | string)[];
                                payeeColumn?: number | string;
                                referenceColumn?: number | string;
                                externalIdColumn?: number | string;
                                balanceColumn?: number | string;
                                /** @enum {string} */
                                decimal: "." | ",";
                                currency?: string;
                                skipInvalidRows?: boolean;
                                appendContinuationRows?: boolean;
                            } | null;
                            rows: {
                                line: number | null;
                                date: string;
                                amount: number;
                                description: string;
                                payee: string;
                                reference: string;
                                externalId: string | null;
                                duplicate: boolean;
                                /** @enum {string|null} */
                                duplicateReason: "externalId" | "sameDateAmountDescription" | null;
                            }[];
                            rowCount: number;
                            duplicates: number;
                            rowsRead: number;
                            droppedCounts: {
                                /** @enum {string} */
                                reason: "unreadable" | "summary" | "zeroAmount" | "notBooked" | "cancelled" | "foreignCurrency";
                                count: number;
                            }[];
                            dropped: {
                                line: number | null;
                                /** @enum {string} */
                                reason: "unreadable" | "summary" | "zeroAmount" | "notBooked" | "cancelled" | "foreignCurrency";
                                message: string;
                                text: string | null;
                                problem: ({
                                    /** @enum {string} */
                                    code: "noDate";
                                } | {
                                    /** @enum {string} */
                                    code: "badDate";
                                    value: string;
                                    formats: string;
                                } | {
                                    /** @enum {string} */
                                    code: "noAmount";
                                } | {
                                    /** @enum {string} */
                                    code: "badAmount";
                                    value: string;
                                } | {
                                    /** @enum {string} */
                                    code: "badDirection";
                                    value: string;
                                    inValues: string[];
                                    outValues: string[];
                                }) | null;
                            }[];
                            warnings: string[];
                            balance: {
                                /** @enum {string} */
                                basis: "statement" | "account";
                                start: number;
                                movement: number;
                                computed: number;
                                stated: number;
                                statedDate: string | null;
                                difference: number;
                            } | null;
                            totals: {
                                count: number;
                                in: number;
                                out: number;
                                net: number;
                            };
                            newTotals: {
                                count: number;
                                in: number;
                                out: number;
                                net: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postImportsByidCommit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            bankAccount: {
                                id: string;
                                name: string;
                            };
                            fileName: string;
                            format: string;
                            /** @enum {string} */
                            status: "previewed" | "committed" | "failed";
                            rowCount: number;
                            importedCount: number;
                            duplicateCount: number;
                            error: string | null;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            committedAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getImportsByid: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            bankAccount: {
                                id: string;
                                name: string;
                            };
                            fileName: string;
                            format: string;
                            /** @enum {string} */
                            status: "previewed" | "committed" | "failed";
                            rowCount: number;
                            importedCount: number;
                            duplicateCount: number;
                            error: string | null;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            committedAt: string | null;
                            rows: {
                                line: number | null;
                                date: string;
                                amount: number;
                                description: string;
                                payee: string;
                                reference: string;
                                externalId: string | null;
                                duplicate: boolean;
                                /** @enum {string|null} */
                                duplicateReason: "externalId" | "sameDateAmountDescription" | null;
                            }[];
                            duplicates: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteImportsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getImports: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
                status?: "previewed" | "committed" | "failed";
                bankAccountId?: string;
                businessId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            bankAccount: {
                                id: string;
                                name: string;
                            };
                            fileName: string;
                            format: string;
                            /** @enum {string} */
                            status: "previewed" | "committed" | "failed";
                            rowCount: number;
                            importedCount: number;
                            duplicateCount: number;
                            error: string | null;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            committedAt: string | null;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidImports: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
                status?: "previewed" | "committed" | "failed";
                bankAccountId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            bankAccount: {
                                id: string;
                                name: string;
                            };
                            fileName: string;
                            format: string;
                            /** @enum {string} */
                            status: "previewed" | "committed" | "failed";
                            rowCount: number;
                            importedCount: number;
                            duplicateCount: number;
                            error: string | null;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            committedAt: string | null;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidTransactions: {
        parameters: {
            query?: {
                bankAccountId?: string;
                from?: string;
                to?: string;
                status?: "coded" | "uncoded";
                minAmount?: number;
                maxAmount?: number;
                q?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            date: string;
                            bankAccountId: string;
                            bankAccountName: string;
                            description: string;
                            reference: string;
                            payee: string;
                            amount: number;
                            /** @enum {string} */
                            status: "coded" | "uncoded";
                            journalEntryId: string | null;
                            entryNumber: number | null;
                            coding: {
                                lines: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    taxCode: string | null;
                                    amount: number;
                                    gst: number;
                                    description: string | null;
                                }[];
                            } | null;
                            codedByRule: {
                                id: string;
                                name: string;
                            } | null;
                            reconciledTo: string | null;
                            attachments: {
                                id: string;
                                fileId: string;
                                name: string;
                                mimeType: string;
                                size: number;
                            }[];
                            suggestion: {
                                rule: {
                                    id: string;
                                    name: string;
                                } | null;
                                splits: {
                                    accountCode: string;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    share: {
                                        /** @enum {string} */
                                        kind: "percent";
                                        basisPoints: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "fixed";
                                        cents: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "remainder";
                                    };
                                    description: string | null;
                                }[];
                                payee: string | null;
                            } | null;
                            transfer: {
                                pairId: string;
                                /** @enum {string} */
                                status: "proposed" | "accepted";
                            } | null;
                        }[];
                        pagination: {
                            limit: number;
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putTransactionsByidCoding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        /** Format: uuid */
                        accountId: string;
                        /** @enum {string} */
                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                        amount: number;
                        description?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            date: string;
                            bankAccountId: string;
                            bankAccountName: string;
                            description: string;
                            reference: string;
                            payee: string;
                            amount: number;
                            /** @enum {string} */
                            status: "coded" | "uncoded";
                            journalEntryId: string | null;
                            entryNumber: number | null;
                            coding: {
                                lines: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    taxCode: string | null;
                                    amount: number;
                                    gst: number;
                                    description: string | null;
                                }[];
                            } | null;
                            codedByRule: {
                                id: string;
                                name: string;
                            } | null;
                            reconciledTo: string | null;
                            attachments: {
                                id: string;
                                fileId: string;
                                name: string;
                                mimeType: string;
                                size: number;
                            }[];
                            suggestion: {
                                rule: {
                                    id: string;
                                    name: string;
                                } | null;
                                splits: {
                                    accountCode: string;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    share: {
                                        /** @enum {string} */
                                        kind: "percent";
                                        basisPoints: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "fixed";
                                        cents: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "remainder";
                                    };
                                    description: string | null;
                                }[];
                                payee: string | null;
                            } | null;
                            transfer: {
                                pairId: string;
                                /** @enum {string} */
                                status: "proposed" | "accepted";
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTransactionsByidCoding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            date: string;
                            bankAccountId: string;
                            bankAccountName: string;
                            description: string;
                            reference: string;
                            payee: string;
                            amount: number;
                            /** @enum {string} */
                            status: "coded" | "uncoded";
                            journalEntryId: string | null;
                            entryNumber: number | null;
                            coding: {
                                lines: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    taxCode: string | null;
                                    amount: number;
                                    gst: number;
                                    description: string | null;
                                }[];
                            } | null;
                            codedByRule: {
                                id: string;
                                name: string;
                            } | null;
                            reconciledTo: string | null;
                            attachments: {
                                id: string;
                                fileId: string;
                                name: string;
                                mimeType: string;
                                size: number;
                            }[];
                            suggestion: {
                                rule: {
                                    id: string;
                                    name: string;
                                } | null;
                                splits: {
                                    accountCode: string;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    share: {
                                        /** @enum {string} */
                                        kind: "percent";
                                        basisPoints: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "fixed";
                                        cents: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "remainder";
                                    };
                                    description: string | null;
                                }[];
                                payee: string | null;
                            } | null;
                            transfer: {
                                pairId: string;
                                /** @enum {string} */
                                status: "proposed" | "accepted";
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidTransactionsCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: uuid */
                        transactionId: string;
                        lines: {
                            /** Format: uuid */
                            accountId: string;
                            /** @enum {string} */
                            taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                            amount: number;
                            description?: string | null;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            date: string;
                            bankAccountId: string;
                            bankAccountName: string;
                            description: string;
                            reference: string;
                            payee: string;
                            amount: number;
                            /** @enum {string} */
                            status: "coded" | "uncoded";
                            journalEntryId: string | null;
                            entryNumber: number | null;
                            coding: {
                                lines: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    taxCode: string | null;
                                    amount: number;
                                    gst: number;
                                    description: string | null;
                                }[];
                            } | null;
                            codedByRule: {
                                id: string;
                                name: string;
                            } | null;
                            reconciledTo: string | null;
                            attachments: {
                                id: string;
                                fileId: string;
                                name: string;
                                mimeType: string;
                                size: number;
                            }[];
                            suggestion: {
                                rule: {
                                    id: string;
                                    name: string;
                                } | null;
                                splits: {
                                    accountCode: string;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    share: {
                                        /** @enum {string} */
                                        kind: "percent";
                                        basisPoints: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "fixed";
                                        cents: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "remainder";
                                    };
                                    description: string | null;
                                }[];
                                payee: string | null;
                            } | null;
                            transfer: {
                                pairId: string;
                                /** @enum {string} */
                                status: "proposed" | "accepted";
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidJournals: {
        parameters: {
            query?: {
                source?: "bank" | "manual" | "opening" | "adjustment";
                from?: string;
                to?: string;
                skip?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            number: number;
                            date: string;
                            /** @enum {string} */
                            source: "bank" | "manual" | "opening" | "adjustment";
                            narration: string;
                            bankTransactionId: string | null;
                            lines: {
                                id: number;
                                accountId: string;
                                accountCode: string;
                                accountName: string;
                                amount: number;
                                debit: number;
                                credit: number;
                                taxCode: string | null;
                                gst: number;
                                description: string | null;
                            }[];
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidJournals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date: string;
                    /** @default  */
                    narration?: string;
                    lines: {
                        /** Format: uuid */
                        accountId: string;
                        amount: number;
                        /** @enum {string|null} */
                        taxCode?: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                        gst?: number;
                        description?: string | null;
                    }[];
                    /** @default false */
                    adjustment?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            number: number;
                            date: string;
                            /** @enum {string} */
                            source: "bank" | "manual" | "opening" | "adjustment";
                            narration: string;
                            bankTransactionId: string | null;
                            lines: {
                                id: number;
                                accountId: string;
                                accountCode: string;
                                accountName: string;
                                amount: number;
                                debit: number;
                                credit: number;
                                taxCode: string | null;
                                gst: number;
                                description: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteJournalsByentryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidOpeningBalances: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            equityAccountId: string | null;
                            entry: {
                                id: string;
                                number: number;
                                date: string;
                                /** @enum {string} */
                                source: "bank" | "manual" | "opening" | "adjustment";
                                narration: string;
                                bankTransactionId: string | null;
                                lines: {
                                    id: number;
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    amount: number;
                                    debit: number;
                                    credit: number;
                                    taxCode: string | null;
                                    gst: number;
                                    description: string | null;
                                }[];
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidOpeningBalances: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date: string;
                    balances: {
                        /** Format: uuid */
                        accountId: string;
                        amount: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            equityAccountId: string | null;
                            entry: {
                                id: string;
                                number: number;
                                date: string;
                                /** @enum {string} */
                                source: "bank" | "manual" | "opening" | "adjustment";
                                narration: string;
                                bankTransactionId: string | null;
                                lines: {
                                    id: number;
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    amount: number;
                                    debit: number;
                                    credit: number;
                                    taxCode: string | null;
                                    gst: number;
                                    description: string | null;
                                }[];
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putBusinessesByidLockDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    lockDate: string | null;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            businessId: string;
                            lockDate: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidExportHledger: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidExportCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidBankAccountsBybankAccountIdReconciliation: {
        parameters: {
            query: {
                date: string;
                statementBalance?: number;
            };
            header?: never;
            path: {
                id: string;
                bankAccountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bankAccountId: string;
                            date: string;
                            statementBalance: number | null;
                            /** @enum {string|null} */
                            statementSource: "typed" | "import" | null;
                            ledgerBalance: number;
                            difference: number | null;
                            unexplained: number | null;
                            reconciles: boolean;
                            uncoded: {
                                count: number;
                                amount: number;
                                lines: {
                                    id: string;
                                    date: string;
                                    description: string;
                                    amount: number;
                                    entryNumber: number | null;
                                }[];
                            };
                            unmatched: {
                                count: number;
                                amount: number;
                                lines: {
                                    id: string;
                                    date: string;
                                    description: string;
                                    amount: number;
                                    entryNumber: number | null;
                                }[];
                            };
                            reconciledThrough: string | null;
                            statements: {
                                date: string;
                                balance: number;
                                fileName: string;
                            }[];
                            history: {
                                id: string;
                                statementDate: string;
                                statementBalance: number;
                                lineCount: number;
                                createdBy: string | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidBankAccountsBybankAccountIdReconciliations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                bankAccountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    statementDate: string;
                    statementBalance: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            statementDate: string;
                            statementBalance: number;
                            lineCount: number;
                            createdBy: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBusinessesByidBankAccountsBybankAccountIdReconciliationsByreconciliationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                bankAccountId: string;
                reconciliationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTransactionsByidAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            fileId: string;
                            name: string;
                            mimeType: string;
                            size: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTransactionsByidAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    fileId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            fileId: string;
                            name: string;
                            mimeType: string;
                            size: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTransactionsByidAttachableFiles: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            folderName: string;
                            mimeType: string;
                            size: number;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTransactionsByidAttachmentsByattachmentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            fileId: string;
                            name: string;
                            mimeType: string;
                            size: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCodingRules: {
        parameters: {
            query?: {
                status?: "draft" | "active" | "archived";
                scopeKind?: "practice" | "brand" | "business";
                brandId?: string;
                businessId?: string;
                q?: string;
                skip?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            /** @enum {string} */
                            mode: "suggest" | "autopost";
                            scope: {
                                /** @enum {string} */
                                kind: "practice";
                            } | {
                                /** @enum {string} */
                                kind: "brand";
                                /** Format: uuid */
                                brandId: string;
                            } | {
                                /** @enum {string} */
                                kind: "business";
                                /** Format: uuid */
                                businessId: string;
                                bankAccountIds: string[];
                            };
                            conditions: components["schemas"]["ConditionGroup"];
                            actions: {
                                splits: {
                                    accountCode: string;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    share: {
                                        /** @enum {string} */
                                        kind: "percent";
                                        basisPoints: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "fixed";
                                        cents: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "remainder";
                                    };
                                    description: string | null;
                                }[];
                                payee: string | null;
                                memo: string | null;
                                internalTransfer: boolean;
                                contractorPayment: boolean;
                            };
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "active" | "archived";
                            position: number;
                            version: number;
                            scopeName: string;
                            stats: {
                                linesCoded: number;
                                lastRunAt: string | null;
                                lastRunLines: number | null;
                            };
                            updatedAt: string;
                            updatedBy: string | null;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCodingRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    mode: "suggest" | "autopost";
                    scope: {
                        /** @enum {string} */
                        kind: "practice";
                    } | {
                        /** @enum {string} */
                        kind: "brand";
                        /** Format: uuid */
                        brandId: string;
                    } | {
                        /** @enum {string} */
                        kind: "business";
                        /** Format: uuid */
                        businessId: string;
                        bankAccountIds: string[];
                    };
                    conditions: components["schemas"]["ConditionGroupInput"];
                    actions: {
                        splits: {
                            accountCode: string;
                            /** @enum {string|null} */
                            taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                            share: {
                                /** @enum {string} */
                                kind: "percent";
                                basisPoints: number;
                            } | {
                                /** @enum {string} */
                                kind: "fixed";
                                cents: number;
                            } | {
                                /** @enum {string} */
                                kind: "remainder";
                            };
                            description: string | null;
                        }[];
                        payee: string | null;
                        memo: string | null;
                        internalTransfer: boolean;
                        contractorPayment: boolean;
                    };
                    /** @enum {string} */
                    status: "draft" | "active";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            /** @enum {string} */
                            mode: "suggest" | "autopost";
                            scope: {
                                /** @enum {string} */
                                kind: "practice";
                            } | {
                                /** @enum {string} */
                                kind: "brand";
                                /** Format: uuid */
                                brandId: string;
                            } | {
                                /** @enum {string} */
                                kind: "business";
                                /** Format: uuid */
                                businessId: string;
                                bankAccountIds: string[];
                            };
                            conditions: components["schemas"]["ConditionGroup"];
                            actions: {
                                splits: {
                                    accountCode: string;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    share: {
                                        /** @enum {string} */
                                        kind: "percent";
                                        basisPoints: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "fixed";
                                        cents: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "remainder";
                                    };
                                    description: string | null;
                                }[];
                                payee: string | null;
                                memo: string | null;
                                internalTransfer: boolean;
                                contractorPayment: boolean;
                            };
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "active" | "archived";
                            position: number;
                            version: number;
                            scopeName: string;
                            stats: {
                                linesCoded: number;
                                lastRunAt: string | null;
                                lastRunLines: number | null;
                            };
                            updatedAt: string;
                            updatedBy: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putCodingRulesOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scope: {
                        /** @enum {string} */
                        kind: "practice";
                    } | {
                        /** @enum {string} */
                        kind: "brand";
                        /** Format: uuid */
                        brandId: string;
                    } | {
                        /** @enum {string} */
                        kind: "business";
                        /** Format: uuid */
                        businessId: string;
                        bankAccountIds: string[];
                    };
                    /** @enum {string} */
                    status?: "draft" | "active" | "archived";
                    ruleIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            /** @enum {string} */
                            mode: "suggest" | "autopost";
                            scope: {
                                /** @enum {string} */
                                kind: "practice";
                            } | {
                                /** @enum {string} */
                                kind: "brand";
                                /** Format: uuid */
                                brandId: string;
                            } | {
                                /** @enum {string} */
                                kind: "business";
                                /** Format: uuid */
                                businessId: string;
                                bankAccountIds: string[];
                            };
                            conditions: components["schemas"]["ConditionGroup"];
                            actions: {
                                splits: {
                                    accountCode: string;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    share: {
                                        /** @enum {string} */
                                        kind: "percent";
                                        basisPoints: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "fixed";
                                        cents: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "remainder";
                                    };
                                    description: string | null;
                                }[];
                                payee: string | null;
                                memo: string | null;
                                internalTransfer: boolean;
                                contractorPayment: boolean;
                            };
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "active" | "archived";
                            position: number;
                            version: number;
                            scopeName: string;
                            stats: {
                                linesCoded: number;
                                lastRunAt: string | null;
                                lastRunLines: number | null;
                            };
                            updatedAt: string;
                            updatedBy: string | null;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCodingRulesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            /** @enum {string} */
                            mode: "suggest" | "autopost";
                            scope: {
                                /** @enum {string} */
                                kind: "practice";
                            } | {
                                /** @enum {string} */
                                kind: "brand";
                                /** Format: uuid */
                                brandId: string;
                            } | {
                                /** @enum {string} */
                                kind: "business";
                                /** Format: uuid */
                                businessId: string;
                                bankAccountIds: string[];
                            };
                            conditions: components["schemas"]["ConditionGroup"];
                            actions: {
                                splits: {
                                    accountCode: string;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    share: {
                                        /** @enum {string} */
                                        kind: "percent";
                                        basisPoints: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "fixed";
                                        cents: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "remainder";
                                    };
                                    description: string | null;
                                }[];
                                payee: string | null;
                                memo: string | null;
                                internalTransfer: boolean;
                                contractorPayment: boolean;
                            };
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "active" | "archived";
                            position: number;
                            version: number;
                            scopeName: string;
                            stats: {
                                linesCoded: number;
                                lastRunAt: string | null;
                                lastRunLines: number | null;
                            };
                            updatedAt: string;
                            updatedBy: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putCodingRulesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    mode: "suggest" | "autopost";
                    conditions: components["schemas"]["ConditionGroupInput"];
                    actions: {
                        splits: {
                            accountCode: string;
                            /** @enum {string|null} */
                            taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                            share: {
                                /** @enum {string} */
                                kind: "percent";
                                basisPoints: number;
                            } | {
                                /** @enum {string} */
                                kind: "fixed";
                                cents: number;
                            } | {
                                /** @enum {string} */
                                kind: "remainder";
                            };
                            description: string | null;
                        }[];
                        payee: string | null;
                        memo: string | null;
                        internalTransfer: boolean;
                        contractorPayment: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            /** @enum {string} */
                            mode: "suggest" | "autopost";
                            scope: {
                                /** @enum {string} */
                                kind: "practice";
                            } | {
                                /** @enum {string} */
                                kind: "brand";
                                /** Format: uuid */
                                brandId: string;
                            } | {
                                /** @enum {string} */
                                kind: "business";
                                /** Format: uuid */
                                businessId: string;
                                bankAccountIds: string[];
                            };
                            conditions: components["schemas"]["ConditionGroup"];
                            actions: {
                                splits: {
                                    accountCode: string;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    share: {
                                        /** @enum {string} */
                                        kind: "percent";
                                        basisPoints: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "fixed";
                                        cents: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "remainder";
                                    };
                                    description: string | null;
                                }[];
                                payee: string | null;
                                memo: string | null;
                                internalTransfer: boolean;
                                contractorPayment: boolean;
                            };
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "active" | "archived";
                            position: number;
                            version: number;
                            scopeName: string;
                            stats: {
                                linesCoded: number;
                                lastRunAt: string | null;
                                lastRunLines: number | null;
                            };
                            updatedAt: string;
                            updatedBy: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCodingRulesByidStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "draft" | "active" | "archived";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            /** @enum {string} */
                            mode: "suggest" | "autopost";
                            scope: {
                                /** @enum {string} */
                                kind: "practice";
                            } | {
                                /** @enum {string} */
                                kind: "brand";
                                /** Format: uuid */
                                brandId: string;
                            } | {
                                /** @enum {string} */
                                kind: "business";
                                /** Format: uuid */
                                businessId: string;
                                bankAccountIds: string[];
                            };
                            conditions: components["schemas"]["ConditionGroup"];
                            actions: {
                                splits: {
                                    accountCode: string;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    share: {
                                        /** @enum {string} */
                                        kind: "percent";
                                        basisPoints: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "fixed";
                                        cents: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "remainder";
                                    };
                                    description: string | null;
                                }[];
                                payee: string | null;
                                memo: string | null;
                                internalTransfer: boolean;
                                contractorPayment: boolean;
                            };
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "active" | "archived";
                            position: number;
                            version: number;
                            scopeName: string;
                            stats: {
                                linesCoded: number;
                                lastRunAt: string | null;
                                lastRunLines: number | null;
                            };
                            updatedAt: string;
                            updatedBy: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCodingRulesByidVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            version: number;
                            name: string;
                            /** @enum {string} */
                            mode: "suggest" | "autopost";
                            /** @enum {string} */
                            status: "draft" | "active" | "archived";
                            conditions: components["schemas"]["ConditionGroup"];
                            actions: {
                                splits: {
                                    accountCode: string;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    share: {
                                        /** @enum {string} */
                                        kind: "percent";
                                        basisPoints: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "fixed";
                                        cents: number;
                                    } | {
                                        /** @enum {string} */
                                        kind: "remainder";
                                    };
                                    description: string | null;
                                }[];
                                payee: string | null;
                                memo: string | null;
                                internalTransfer: boolean;
                                contractorPayment: boolean;
                            };
                            savedAt: string;
                            savedBy: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCodingRulesPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    ruleId?: string;
                    draft?: {
                        name: string;
                        /** @enum {string} */
                        mode: "suggest" | "autopost";
                        scope: {
                            /** @enum {string} */
                            kind: "practice";
                        } | {
                            /** @enum {string} */
                            kind: "brand";
                            /** Format: uuid */
                            brandId: string;
                        } | {
                            /** @enum {string} */
                            kind: "business";
                            /** Format: uuid */
                            businessId: string;
                            bankAccountIds: string[];
                        };
                        conditions: components["schemas"]["ConditionGroupInput"];
                        actions: {
                            splits: {
                                accountCode: string;
                                /** @enum {string|null} */
                                taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                share: {
                                    /** @enum {string} */
                                    kind: "percent";
                                    basisPoints: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "fixed";
                                    cents: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "remainder";
                                };
                                description: string | null;
                            }[];
                            payee: string | null;
                            memo: string | null;
                            internalTransfer: boolean;
                            contractorPayment: boolean;
                        };
                    };
                    target: {
                        /** Format: uuid */
                        businessId?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                        /** @default [] */
                        bankAccountIds?: string[];
                        /** @default false */
                        includeCoded?: boolean;
                    };
                    /** @default 0 */
                    skip?: number;
                    /** @default 50 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            transaction: {
                                id: string;
                                date: string;
                                bankAccountId: string;
                                bankAccountName: string;
                                description: string;
                                reference: string;
                                payee: string;
                                amount: number;
                                /** @enum {string} */
                                status: "coded" | "uncoded";
                                journalEntryId: string | null;
                                entryNumber: number | null;
                                coding: {
                                    lines: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        taxCode: string | null;
                                        amount: number;
                                        gst: number;
                                        description: string | null;
                                    }[];
                                } | null;
                                codedByRule: {
                                    id: string;
                                    name: string;
                                } | null;
                                reconciledTo: string | null;
                                attachments: {
                                    id: string;
                                    fileId: string;
                                    name: string;
                                    mimeType: string;
                                    size: number;
                                }[];
                                suggestion: {
                                    rule: {
                                        id: string;
                                        name: string;
                                    } | null;
                                    splits: {
                                        accountCode: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        share: {
                                            /** @enum {string} */
                                            kind: "percent";
                                            basisPoints: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "fixed";
                                            cents: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "remainder";
                                        };
                                        description: string | null;
                                    }[];
                                    payee: string | null;
                                } | null;
                                transfer: {
                                    pairId: string;
                                    /** @enum {string} */
                                    status: "proposed" | "accepted";
                                } | null;
                            };
                            /** Format: uuid */
                            businessId: string;
                            businessName: string;
                            /** @enum {string} */
                            outcome: "code" | "takenByHigherRule" | "locked" | "reconciled" | "missingAccount" | "splitTooLarge" | "codedByHand";
                            takenBy: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            detail: string | null;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                        totals: {
                            matched: number;
                            byOutcome: {
                                code: number;
                                takenByHigherRule: number;
                                locked: number;
                                reconciled: number;
                                missingAccount: number;
                                splitTooLarge: number;
                                codedByHand: number;
                            } & {
                                [key: string]: number;
                            };
                            share: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCodingRulesCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    draft: {
                        name: string;
                        /** @enum {string} */
                        mode: "suggest" | "autopost";
                        scope: {
                            /** @enum {string} */
                            kind: "practice";
                        } | {
                            /** @enum {string} */
                            kind: "brand";
                            /** Format: uuid */
                            brandId: string;
                        } | {
                            /** @enum {string} */
                            kind: "business";
                            /** Format: uuid */
                            businessId: string;
                            bankAccountIds: string[];
                        };
                        conditions: components["schemas"]["ConditionGroupInput"];
                        actions: {
                            splits: {
                                accountCode: string;
                                /** @enum {string|null} */
                                taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                share: {
                                    /** @enum {string} */
                                    kind: "percent";
                                    basisPoints: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "fixed";
                                    cents: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "remainder";
                                };
                                description: string | null;
                            }[];
                            payee: string | null;
                            memo: string | null;
                            internalTransfer: boolean;
                            contractorPayment: boolean;
                        };
                    };
                    target: {
                        /** Format: uuid */
                        businessId?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                        /** @default [] */
                        bankAccountIds?: string[];
                        /** @default false */
                        includeCoded?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            matched: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCodingRulesApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    ruleId: string;
                    target: {
                        /** Format: uuid */
                        businessId?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                        /** @default [] */
                        bankAccountIds?: string[];
                        /** @default false */
                        includeCoded?: boolean;
                    };
                    /** @default false */
                    confirmed?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "apply" | "import" | "recode";
                            createdAt: string;
                            createdBy: string | null;
                            rules: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                version: number;
                            }[];
                            businessCount: number;
                            lineCount: number;
                            undoneAt: string | null;
                            undoneBy: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCodingRulesApplyActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    target: {
                        /** Format: uuid */
                        businessId: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                        /** @default [] */
                        bankAccountIds?: string[];
                        /** @default false */
                        includeCoded?: boolean;
                    };
                    /** @default false */
                    confirmed?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "apply" | "import" | "recode";
                            createdAt: string;
                            createdBy: string | null;
                            rules: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                version: number;
                            }[];
                            businessCount: number;
                            lineCount: number;
                            undoneAt: string | null;
                            undoneBy: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCodingRuns: {
        parameters: {
            query?: {
                ruleId?: string;
                kind?: "apply" | "import" | "recode";
                businessId?: string;
                skip?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "apply" | "import" | "recode";
                            createdAt: string;
                            createdBy: string | null;
                            rules: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                version: number;
                            }[];
                            businessCount: number;
                            lineCount: number;
                            undoneAt: string | null;
                            undoneBy: string | null;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCodingRunsByidLines: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            transaction: {
                                id: string;
                                date: string;
                                bankAccountId: string;
                                bankAccountName: string;
                                description: string;
                                reference: string;
                                payee: string;
                                amount: number;
                                /** @enum {string} */
                                status: "coded" | "uncoded";
                                journalEntryId: string | null;
                                entryNumber: number | null;
                                coding: {
                                    lines: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        taxCode: string | null;
                                        amount: number;
                                        gst: number;
                                        description: string | null;
                                    }[];
                                } | null;
                                codedByRule: {
                                    id: string;
                                    name: string;
                                } | null;
                                reconciledTo: string | null;
                                attachments: {
                                    id: string;
                                    fileId: string;
                                    name: string;
                                    mimeType: string;
                                    size: number;
                                }[];
                                suggestion: {
                                    rule: {
                                        id: string;
                                        name: string;
                                    } | null;
                                    splits: {
                                        accountCode: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        share: {
                                            /** @enum {string} */
                                            kind: "percent";
                                            basisPoints: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "fixed";
                                            cents: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "remainder";
                                        };
                                        description: string | null;
                                    }[];
                                    payee: string | null;
                                } | null;
                                transfer: {
                                    pairId: string;
                                    /** @enum {string} */
                                    status: "proposed" | "accepted";
                                } | null;
                            };
                            /** Format: uuid */
                            ruleId: string | null;
                            before: {
                                accountCode: string;
                                taxCode: string | null;
                                amount: number;
                            }[] | null;
                            after: {
                                accountCode: string;
                                taxCode: string | null;
                                amount: number;
                            }[] | null;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCodingRunsByidUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            run: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "apply" | "import" | "recode";
                                createdAt: string;
                                createdBy: string | null;
                                rules: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    version: number;
                                }[];
                                businessCount: number;
                                lineCount: number;
                                undoneAt: string | null;
                                undoneBy: string | null;
                            };
                            restored: number;
                            keptChangedSince: {
                                id: string;
                                date: string;
                                bankAccountId: string;
                                bankAccountName: string;
                                description: string;
                                reference: string;
                                payee: string;
                                amount: number;
                                /** @enum {string} */
                                status: "coded" | "uncoded";
                                journalEntryId: string | null;
                                entryNumber: number | null;
                                coding: {
                                    lines: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        taxCode: string | null;
                                        amount: number;
                                        gst: number;
                                        description: string | null;
                                    }[];
                                } | null;
                                codedByRule: {
                                    id: string;
                                    name: string;
                                } | null;
                                reconciledTo: string | null;
                                attachments: {
                                    id: string;
                                    fileId: string;
                                    name: string;
                                    mimeType: string;
                                    size: number;
                                }[];
                                suggestion: {
                                    rule: {
                                        id: string;
                                        name: string;
                                    } | null;
                                    splits: {
                                        accountCode: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        share: {
                                            /** @enum {string} */
                                            kind: "percent";
                                            basisPoints: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "fixed";
                                            cents: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "remainder";
                                        };
                                        description: string | null;
                                    }[];
                                    payee: string | null;
                                } | null;
                                transfer: {
                                    pairId: string;
                                    /** @enum {string} */
                                    status: "proposed" | "accepted";
                                } | null;
                            }[];
                            keptLocked: {
                                id: string;
                                date: string;
                                bankAccountId: string;
                                bankAccountName: string;
                                description: string;
                                reference: string;
                                payee: string;
                                amount: number;
                                /** @enum {string} */
                                status: "coded" | "uncoded";
                                journalEntryId: string | null;
                                entryNumber: number | null;
                                coding: {
                                    lines: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        taxCode: string | null;
                                        amount: number;
                                        gst: number;
                                        description: string | null;
                                    }[];
                                } | null;
                                codedByRule: {
                                    id: string;
                                    name: string;
                                } | null;
                                reconciledTo: string | null;
                                attachments: {
                                    id: string;
                                    fileId: string;
                                    name: string;
                                    mimeType: string;
                                    size: number;
                                }[];
                                suggestion: {
                                    rule: {
                                        id: string;
                                        name: string;
                                    } | null;
                                    splits: {
                                        accountCode: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        share: {
                                            /** @enum {string} */
                                            kind: "percent";
                                            basisPoints: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "fixed";
                                            cents: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "remainder";
                                        };
                                        description: string | null;
                                    }[];
                                    payee: string | null;
                                } | null;
                                transfer: {
                                    pairId: string;
                                    /** @enum {string} */
                                    status: "proposed" | "accepted";
                                } | null;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidCodingSuggestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    transactionIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            transactionId: string;
                            suggestions: {
                                /** Format: uuid */
                                accountId: string;
                                accountCode: string;
                                accountName: string;
                                taxCode: string;
                                confidence: number;
                                /** @enum {string} */
                                source: "business" | "brand";
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidTransactionsAcceptSuggestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    transactionIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accepted: {
                                id: string;
                                date: string;
                                bankAccountId: string;
                                bankAccountName: string;
                                description: string;
                                reference: string;
                                payee: string;
                                amount: number;
                                /** @enum {string} */
                                status: "coded" | "uncoded";
                                journalEntryId: string | null;
                                entryNumber: number | null;
                                coding: {
                                    lines: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        taxCode: string | null;
                                        amount: number;
                                        gst: number;
                                        description: string | null;
                                    }[];
                                } | null;
                                codedByRule: {
                                    id: string;
                                    name: string;
                                } | null;
                                reconciledTo: string | null;
                                attachments: {
                                    id: string;
                                    fileId: string;
                                    name: string;
                                    mimeType: string;
                                    size: number;
                                }[];
                                suggestion: {
                                    rule: {
                                        id: string;
                                        name: string;
                                    } | null;
                                    splits: {
                                        accountCode: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        share: {
                                            /** @enum {string} */
                                            kind: "percent";
                                            basisPoints: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "fixed";
                                            cents: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "remainder";
                                        };
                                        description: string | null;
                                    }[];
                                    payee: string | null;
                                } | null;
                                transfer: {
                                    pairId: string;
                                    /** @enum {string} */
                                    status: "proposed" | "accepted";
                                } | null;
                            }[];
                            skipped: {
                                /** Format: uuid */
                                transactionId: string;
                                reason: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postRecodeSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conditions: components["schemas"]["PostedConditionGroupInput"];
                    target: {
                        scope: {
                            /** @enum {string} */
                            kind: "business";
                            /** Format: uuid */
                            businessId: string;
                        } | {
                            /** @enum {string} */
                            kind: "brand";
                            /** Format: uuid */
                            brandId: string;
                        } | {
                            /** @enum {string} */
                            kind: "all";
                        };
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                    };
                    locked?: boolean;
                    /** @default 0 */
                    skip?: number;
                    /** @default 50 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lineId: number;
                            /** Format: uuid */
                            entryId: string;
                            entryNumber: number;
                            /** Format: uuid */
                            businessId: string;
                            businessName: string;
                            date: string;
                            /** @enum {string} */
                            source: "bank" | "manual" | "opening" | "adjustment";
                            accountCode: string;
                            accountName: string;
                            taxCode: string | null;
                            amount: number;
                            gst: number;
                            contact: string | null;
                            description: string;
                            locked: boolean;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                        totals: {
                            count: number;
                            amount: number;
                            gst: number;
                            locked: {
                                count: number;
                                amount: number;
                            };
                            byAccount: {
                                count: number;
                                amount: number;
                                accountCode: string;
                                accountName: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postRecodePreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conditions: components["schemas"]["PostedConditionGroupInput"];
                    target: {
                        scope: {
                            /** @enum {string} */
                            kind: "business";
                            /** Format: uuid */
                            businessId: string;
                        } | {
                            /** @enum {string} */
                            kind: "brand";
                            /** Format: uuid */
                            brandId: string;
                        } | {
                            /** @enum {string} */
                            kind: "all";
                        };
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                    };
                    change: {
                        accountCode?: string;
                        /** @enum {string} */
                        taxCode?: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lines: {
                                count: number;
                                amount: number;
                            };
                            businesses: {
                                /** Format: uuid */
                                businessId: string;
                                businessName: string;
                                lockDate: string | null;
                                lines: number;
                                months: {
                                    from: string;
                                    to: string;
                                    accounts: {
                                        before: number;
                                        after: number;
                                        accountCode: string;
                                        accountName: string;
                                    }[];
                                    netProfit: {
                                        before: number;
                                        after: number;
                                    };
                                }[];
                                quarters: {
                                    from: string;
                                    to: string;
                                    labels: {
                                        G1: {
                                            before: number;
                                            after: number;
                                        };
                                        G2: {
                                            before: number;
                                            after: number;
                                        };
                                        G3: {
                                            before: number;
                                            after: number;
                                        };
                                        G10: {
                                            before: number;
                                            after: number;
                                        };
                                        G11: {
                                            before: number;
                                            after: number;
                                        };
                                        "1A": {
                                            before: number;
                                            after: number;
                                        };
                                        "1B": {
                                            before: number;
                                            after: number;
                                        };
                                    } & {
                                        [key: string]: {
                                            before: number;
                                            after: number;
                                        };
                                    };
                                }[];
                            }[];
                            locked: {
                                count: number;
                                lines: {
                                    lineId: number;
                                    /** Format: uuid */
                                    entryId: string;
                                    entryNumber: number;
                                    /** Format: uuid */
                                    businessId: string;
                                    businessName: string;
                                    date: string;
                                    /** @enum {string} */
                                    source: "bank" | "manual" | "opening" | "adjustment";
                                    accountCode: string;
                                    accountName: string;
                                    taxCode: string | null;
                                    amount: number;
                                    gst: number;
                                    contact: string | null;
                                    description: string;
                                    locked: boolean;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postRecodeApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conditions: components["schemas"]["PostedConditionGroupInput"];
                    target: {
                        scope: {
                            /** @enum {string} */
                            kind: "business";
                            /** Format: uuid */
                            businessId: string;
                        } | {
                            /** @enum {string} */
                            kind: "brand";
                            /** Format: uuid */
                            brandId: string;
                        } | {
                            /** @enum {string} */
                            kind: "all";
                        };
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                    };
                    change: {
                        accountCode?: string;
                        /** @enum {string} */
                        taxCode?: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            run: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "apply" | "import" | "recode";
                                createdAt: string;
                                createdBy: string | null;
                                rules: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    version: number;
                                }[];
                                businessCount: number;
                                lineCount: number;
                                undoneAt: string | null;
                                undoneBy: string | null;
                            };
                            entries: number;
                            lockedSkipped: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postRecodeRunsByidUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            run: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "apply" | "import" | "recode";
                                createdAt: string;
                                createdBy: string | null;
                                rules: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    version: number;
                                }[];
                                businessCount: number;
                                lineCount: number;
                                undoneAt: string | null;
                                undoneBy: string | null;
                            };
                            restoredEntries: number;
                            keptChangedSince: {
                                /** Format: uuid */
                                entryId: string;
                                entryNumber: number | null;
                                /** Format: uuid */
                                businessId: string;
                                /** @enum {string} */
                                reason: "changed" | "locked" | "removed";
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTransactionsByidRuleDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            transactionId: string;
                            businessName: string;
                            draft: {
                                name: string;
                                /** @enum {string} */
                                mode: "suggest" | "autopost";
                                scope: {
                                    /** @enum {string} */
                                    kind: "practice";
                                } | {
                                    /** @enum {string} */
                                    kind: "brand";
                                    /** Format: uuid */
                                    brandId: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "business";
                                    /** Format: uuid */
                                    businessId: string;
                                    bankAccountIds: string[];
                                };
                                conditions: components["schemas"]["ConditionGroup"];
                                actions: {
                                    splits: {
                                        accountCode: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        share: {
                                            /** @enum {string} */
                                            kind: "percent";
                                            basisPoints: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "fixed";
                                            cents: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "remainder";
                                        };
                                        description: string | null;
                                    }[];
                                    payee: string | null;
                                    memo: string | null;
                                    internalTransfer: boolean;
                                    contractorPayment: boolean;
                                };
                            };
                            matches: {
                                matched: number;
                                sameAccount: number;
                                elsewhere: number;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidTransferPairs: {
        parameters: {
            query?: {
                status?: "proposed" | "accepted";
                skip?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "proposed" | "accepted" | "rejected";
                            confidence: number;
                            gapDays: number;
                            out: {
                                id: string;
                                date: string;
                                bankAccountId: string;
                                bankAccountName: string;
                                description: string;
                                amount: number;
                                locked: boolean;
                            };
                            in: {
                                id: string;
                                date: string;
                                bankAccountId: string;
                                bankAccountName: string;
                                description: string;
                                amount: number;
                                locked: boolean;
                            };
                            decidedAt: string | null;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidTransferPairsAnalyze: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 3 */
                    days?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            proposed: number;
                            days: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidTransferPairsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pairIds: string[];
                } | {
                    minConfidence: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            done: {
                                id: string;
                                /** @enum {string} */
                                status: "proposed" | "accepted" | "rejected";
                                confidence: number;
                                gapDays: number;
                                out: {
                                    id: string;
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    description: string;
                                    amount: number;
                                    locked: boolean;
                                };
                                in: {
                                    id: string;
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    description: string;
                                    amount: number;
                                    locked: boolean;
                                };
                                decidedAt: string | null;
                            }[];
                            skipped: {
                                pairId: string;
                                reason: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidTransferPairsReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pairIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            done: {
                                id: string;
                                /** @enum {string} */
                                status: "proposed" | "accepted" | "rejected";
                                confidence: number;
                                gapDays: number;
                                out: {
                                    id: string;
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    description: string;
                                    amount: number;
                                    locked: boolean;
                                };
                                in: {
                                    id: string;
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    description: string;
                                    amount: number;
                                    locked: boolean;
                                };
                                decidedAt: string | null;
                            }[];
                            skipped: {
                                pairId: string;
                                reason: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidTransferPairsUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pairIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            done: {
                                id: string;
                                /** @enum {string} */
                                status: "proposed" | "accepted" | "rejected";
                                confidence: number;
                                gapDays: number;
                                out: {
                                    id: string;
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    description: string;
                                    amount: number;
                                    locked: boolean;
                                };
                                in: {
                                    id: string;
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    description: string;
                                    amount: number;
                                    locked: boolean;
                                };
                                decidedAt: string | null;
                            }[];
                            skipped: {
                                pairId: string;
                                reason: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidContractors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            name: string;
                            abn: string | null;
                            address: {
                                line1: string;
                                line2: string;
                                suburb: string;
                                state: string;
                                postcode: string;
                            };
                            email: string;
                            keywords: string[];
                            paymentCount: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidContractors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    abn?: string;
                    address: {
                        /** @default  */
                        line1?: string;
                        /** @default  */
                        line2?: string;
                        /** @default  */
                        suburb?: string;
                        /** @default  */
                        state?: ("ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA" | "OTH") | "";
                        /** @default  */
                        postcode?: string;
                    };
                    /** @default  */
                    email?: string | "";
                    /** @default [] */
                    keywords?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            name: string;
                            abn: string | null;
                            address: {
                                line1: string;
                                line2: string;
                                suburb: string;
                                state: string;
                                postcode: string;
                            };
                            email: string;
                            keywords: string[];
                            paymentCount: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putBusinessesByidContractorsBycontractorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                contractorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    abn?: string;
                    address: {
                        /** @default  */
                        line1?: string;
                        /** @default  */
                        line2?: string;
                        /** @default  */
                        suburb?: string;
                        /** @default  */
                        state?: ("ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA" | "OTH") | "";
                        /** @default  */
                        postcode?: string;
                    };
                    /** @default  */
                    email?: string | "";
                    /** @default [] */
                    keywords?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            name: string;
                            abn: string | null;
                            address: {
                                line1: string;
                                line2: string;
                                suburb: string;
                                state: string;
                                postcode: string;
                            };
                            email: string;
                            keywords: string[];
                            paymentCount: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBusinessesByidContractorsBycontractorId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                contractorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidContractorPaymentsScan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            candidates: {
                                transactionId: string;
                                date: string;
                                description: string;
                                payee: string;
                                amount: number;
                                contractorId: string;
                                contractorName: string;
                                noAbn: boolean;
                                markedByRule: boolean;
                            }[];
                            truncated: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidContractorPayments: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            transactionId: string;
                            date: string;
                            description: string;
                            amount: number;
                            contractorId: string;
                            contractorName: string;
                            abn: string | null;
                            taxWithheld: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidContractorPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    links: {
                        /** Format: uuid */
                        transactionId: string;
                        /** Format: uuid */
                        contractorId: string;
                        /** @default false */
                        withheld?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            linked: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBusinessesByidContractorPaymentsBytransactionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; nothing to answer. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidTpar: {
        parameters: {
            query: {
                year: number;
                format?: "csv" | "xlsx";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            yearEnd: number;
                            from: string;
                            to: string;
                            rows: {
                                contractorId: string;
                                name: string;
                                address: {
                                    line1: string;
                                    line2: string;
                                    suburb: string;
                                    state: string;
                                    postcode: string;
                                };
                                email: string;
                                abns: string[];
                                gross: number;
                                gst: number;
                                taxWithheld: number;
                                noAbn: boolean;
                                paymentCount: number;
                                parts: {
                                    abn: string | null;
                                    gross: number;
                                    gst: number;
                                    taxWithheld: number;
                                }[];
                            }[];
                            totals: {
                                gross: number;
                                gst: number;
                                taxWithheld: number;
                            };
                        };
                    } | unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidTparFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    year: number;
                    /**
                     * @default P
                     * @enum {string}
                     */
                    runType?: "T" | "P";
                    contactName: string;
                    contactPhone: string;
                    /** @default  */
                    email?: string | "";
                    address: {
                        /** @default  */
                        line1?: string;
                        /** @default  */
                        line2?: string;
                        /** @default  */
                        suburb?: string;
                        /** @default  */
                        state?: ("ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA" | "OTH") | "";
                        /** @default  */
                        postcode?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The CSV, XLSX or TPAR data file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidReportsLines: {
        parameters: {
            query: {
                accountId?: string;
                taxCode?: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                label?: "G1" | "G2" | "G3" | "G10" | "G11" | "1A" | "1B";
                earnings?: "retained" | "currentYear";
                from?: string;
                to: string;
                skip?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lineId: number;
                            entryId: string;
                            entryNumber: number;
                            /** Format: date */
                            date: string;
                            narration: string;
                            source: string;
                            accountId: string;
                            accountCode: string;
                            accountName: string;
                            /** @enum {string|null} */
                            taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                            description: string | null;
                            amount: number;
                            gst: number;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                        total: number;
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidReportsBytype: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                compare?: "none" | "previous-period" | "previous-year";
                basis?: "cash" | "accrual";
                /** @description Download the report as a PDF (with the brand), XLSX or CSV file instead of JSON. */
                format?: "pdf" | "xlsx" | "csv";
            };
            header?: never;
            path: {
                id: string;
                type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            type: "trial-balance";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            compare: "none" | "previous-period" | "previous-year";
                            periods: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            }[];
                            uncoded?: {
                                count: number;
                                amount: number;
                                /** Format: date */
                                from: string | null;
                                /** Format: date */
                                to: string;
                            };
                            rows: {
                                accountId: string;
                                code: string;
                                name: string;
                                /** @enum {string} */
                                type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                                debit: number;
                                credit: number;
                                balances: number[];
                            }[];
                            totals: {
                                debit: number;
                                credit: number;
                            };
                            periodTotals: {
                                debit: number;
                                credit: number;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "profit-and-loss";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            compare: "none" | "previous-period" | "previous-year";
                            periods: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            }[];
                            uncoded?: {
                                count: number;
                                amount: number;
                                /** Format: date */
                                from: string | null;
                                /** Format: date */
                                to: string;
                            };
                            sections: {
                                income: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                costOfSales: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                expenses: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                otherIncome: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                otherExpense: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                            };
                            totals: {
                                income: number;
                                costOfSales: number;
                                grossProfit: number;
                                expenses: number;
                                netOperatingProfit: number;
                                otherIncome: number;
                                otherExpense: number;
                                netProfit: number;
                            };
                            periodTotals: {
                                income: number;
                                costOfSales: number;
                                grossProfit: number;
                                expenses: number;
                                netOperatingProfit: number;
                                otherIncome: number;
                                otherExpense: number;
                                netProfit: number;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "balance-sheet";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            compare: "none" | "previous-period" | "previous-year";
                            periods: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            }[];
                            uncoded?: {
                                count: number;
                                amount: number;
                                /** Format: date */
                                from: string | null;
                                /** Format: date */
                                to: string;
                            };
                            assets: {
                                accountId: string;
                                code: string;
                                name: string;
                                amounts: number[];
                            }[];
                            liabilities: {
                                accountId: string;
                                code: string;
                                name: string;
                                amounts: number[];
                            }[];
                            equity: {
                                accountId: string;
                                code: string;
                                name: string;
                                amounts: number[];
                            }[];
                            totals: {
                                assets: number;
                                liabilities: number;
                                equity: number;
                                retainedEarnings: number;
                                currentYearEarnings: number;
                            };
                            periodTotals: {
                                assets: number;
                                liabilities: number;
                                equity: number;
                                retainedEarnings: number;
                                currentYearEarnings: number;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "general-journal";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            compare: "none" | "previous-period" | "previous-year";
                            periods: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            }[];
                            entries: {
                                id: string;
                                number: number;
                                /** Format: date */
                                date: string;
                                source: string;
                                memo: string;
                                lines: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    debit: number;
                                    credit: number;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    gst: number;
                                    description: string | null;
                                }[];
                            }[];
                            totals: {
                                debit: number;
                                credit: number;
                            };
                        } | {
                            /** @enum {string} */
                            type: "gst-summary";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            compare: "none" | "previous-period" | "previous-year";
                            periods: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            }[];
                            uncoded?: {
                                count: number;
                                amount: number;
                                /** Format: date */
                                from: string | null;
                                /** Format: date */
                                to: string;
                            };
                            registered: boolean;
                            /** @enum {string} */
                            basis: "cash" | "accrual";
                            /** @enum {string} */
                            method: "accounts" | "worksheet";
                            labels: {
                                G1: number;
                                G2: number;
                                G3: number;
                                G10: number;
                                G11: number;
                                "1A": number;
                                "1B": number;
                            };
                            worksheet: {
                                G4: number;
                                G5: number;
                                G6: number;
                                G7: number;
                                G8: number;
                                G9: number;
                                G12: number;
                                G13: number;
                                G14: number;
                                G15: number;
                                G16: number;
                                G17: number;
                                G18: number;
                                G19: number;
                                G20: number;
                            } & {
                                [key: string]: number;
                            };
                            netGst: number;
                            alternative: {
                                "1A": number;
                                "1B": number;
                            };
                            periodLabels: {
                                G1: number;
                                G2: number;
                                G3: number;
                                G10: number;
                                G11: number;
                                "1A": number;
                                "1B": number;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "gst-detail";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            compare: "none" | "previous-period" | "previous-year";
                            periods: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            }[];
                            uncoded?: {
                                count: number;
                                amount: number;
                                /** Format: date */
                                from: string | null;
                                /** Format: date */
                                to: string;
                            };
                            registered: boolean;
                            /** @enum {string} */
                            basis: "cash" | "accrual";
                            groups: {
                                /** @enum {string} */
                                taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                                /** @enum {string} */
                                direction: "sale" | "purchase";
                                lines: {
                                    lineId: number;
                                    entryId: string;
                                    /** Format: date */
                                    date: string;
                                    source: string;
                                    contact: string | null;
                                    description: string;
                                    accountCode: string;
                                    accountName: string;
                                    gross: number;
                                    gst: number;
                                    net: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            }[];
                            excluded: {
                                lineId: number;
                                entryId: string;
                                /** Format: date */
                                date: string;
                                source: string;
                                contact: string | null;
                                description: string;
                                accountCode: string;
                                accountName: string;
                                gross: number;
                                gst: number;
                                net: number;
                            }[];
                            totals: {
                                gross: number;
                                gst: number;
                                net: number;
                            };
                        } | {
                            /** @enum {string} */
                            type: "receipts-journal";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            compare: "none" | "previous-period" | "previous-year";
                            periods: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            }[];
                            rows: {
                                entryId: string;
                                number: number;
                                /** Format: date */
                                date: string;
                                bankAccountId: string;
                                bankAccountName: string;
                                contact: string | null;
                                reference: string | null;
                                transfer: boolean;
                                allocations: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                gross: number;
                            }[];
                            totalsByAccount: {
                                accountId: string;
                                accountCode: string;
                                accountName: string;
                                net: number;
                                gst: number;
                                gross: number;
                            }[];
                            totals: {
                                gross: number;
                                gst: number;
                                net: number;
                            };
                        } | {
                            /** @enum {string} */
                            type: "disbursements-journal";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            compare: "none" | "previous-period" | "previous-year";
                            periods: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            }[];
                            rows: {
                                entryId: string;
                                number: number;
                                /** Format: date */
                                date: string;
                                bankAccountId: string;
                                bankAccountName: string;
                                contact: string | null;
                                reference: string | null;
                                transfer: boolean;
                                allocations: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    /** @enum {string|null} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                gross: number;
                            }[];
                            totalsByAccount: {
                                accountId: string;
                                accountCode: string;
                                accountName: string;
                                net: number;
                                gst: number;
                                gross: number;
                            }[];
                            totals: {
                                gross: number;
                                gst: number;
                                net: number;
                            };
                        };
                    } | unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidReportLocks: {
        parameters: {
            query?: {
                type?: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            /** @enum {string} */
                            type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            status: "work_in_progress" | "waiting_approval" | "approved" | "rejected" | "unlocked";
                            requestedById: string | null;
                            requestedByName: string | null;
                            requestedAt: string;
                            decidedByName: string | null;
                            decidedAt: string | null;
                            reason: string | null;
                            snapshot: ({
                                /** @enum {string} */
                                type: "trial-balance";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                rows: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                                    debit: number;
                                    credit: number;
                                    balances: number[];
                                }[];
                                totals: {
                                    debit: number;
                                    credit: number;
                                };
                                periodTotals: {
                                    debit: number;
                                    credit: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "profit-and-loss";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                sections: {
                                    income: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    costOfSales: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    expenses: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    otherIncome: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    otherExpense: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                };
                                totals: {
                                    income: number;
                                    costOfSales: number;
                                    grossProfit: number;
                                    expenses: number;
                                    netOperatingProfit: number;
                                    otherIncome: number;
                                    otherExpense: number;
                                    netProfit: number;
                                };
                                periodTotals: {
                                    income: number;
                                    costOfSales: number;
                                    grossProfit: number;
                                    expenses: number;
                                    netOperatingProfit: number;
                                    otherIncome: number;
                                    otherExpense: number;
                                    netProfit: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "balance-sheet";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                assets: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                liabilities: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                equity: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                totals: {
                                    assets: number;
                                    liabilities: number;
                                    equity: number;
                                    retainedEarnings: number;
                                    currentYearEarnings: number;
                                };
                                periodTotals: {
                                    assets: number;
                                    liabilities: number;
                                    equity: number;
                                    retainedEarnings: number;
                                    currentYearEarnings: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "general-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                entries: {
                                    id: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    source: string;
                                    memo: string;
                                    lines: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        debit: number;
                                        credit: number;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        gst: number;
                                        description: string | null;
                                    }[];
                                }[];
                                totals: {
                                    debit: number;
                                    credit: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "gst-summary";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                registered: boolean;
                                /** @enum {string} */
                                basis: "cash" | "accrual";
                                /** @enum {string} */
                                method: "accounts" | "worksheet";
                                labels: {
                                    G1: number;
                                    G2: number;
                                    G3: number;
                                    G10: number;
                                    G11: number;
                                    "1A": number;
                                    "1B": number;
                                };
                                worksheet: {
                                    G4: number;
                                    G5: number;
                                    G6: number;
                                    G7: number;
                                    G8: number;
                                    G9: number;
                                    G12: number;
                                    G13: number;
                                    G14: number;
                                    G15: number;
                                    G16: number;
                                    G17: number;
                                    G18: number;
                                    G19: number;
                                    G20: number;
                                } & {
                                    [key: string]: number;
                                };
                                netGst: number;
                                alternative: {
                                    "1A": number;
                                    "1B": number;
                                };
                                periodLabels: {
                                    G1: number;
                                    G2: number;
                                    G3: number;
                                    G10: number;
                                    G11: number;
                                    "1A": number;
                                    "1B": number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "gst-detail";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                registered: boolean;
                                /** @enum {string} */
                                basis: "cash" | "accrual";
                                groups: {
                                    /** @enum {string} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                                    /** @enum {string} */
                                    direction: "sale" | "purchase";
                                    lines: {
                                        lineId: number;
                                        entryId: string;
                                        /** Format: date */
                                        date: string;
                                        source: string;
                                        contact: string | null;
                                        description: string;
                                        accountCode: string;
                                        accountName: string;
                                        gross: number;
                                        gst: number;
                                        net: number;
                                    }[];
                                    totals: {
                                        gross: number;
                                        gst: number;
                                        net: number;
                                    };
                                }[];
                                excluded: {
                                    lineId: number;
                                    entryId: string;
                                    /** Format: date */
                                    date: string;
                                    source: string;
                                    contact: string | null;
                                    description: string;
                                    accountCode: string;
                                    accountName: string;
                                    gross: number;
                                    gst: number;
                                    net: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "receipts-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                rows: {
                                    entryId: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    contact: string | null;
                                    reference: string | null;
                                    transfer: boolean;
                                    allocations: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        net: number;
                                        gst: number;
                                        gross: number;
                                    }[];
                                    gross: number;
                                }[];
                                totalsByAccount: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "disbursements-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                rows: {
                                    entryId: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    contact: string | null;
                                    reference: string | null;
                                    transfer: boolean;
                                    allocations: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        net: number;
                                        gst: number;
                                        gross: number;
                                    }[];
                                    gross: number;
                                }[];
                                totalsByAccount: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            }) | null;
                            warnings: {
                                periodOpen: boolean;
                                uncodedLines: number;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidReportLocks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                    /** Format: date */
                    from: string;
                    /** Format: date */
                    to: string;
                    /** @default false */
                    acknowledged?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            /** @enum {string} */
                            type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            status: "work_in_progress" | "waiting_approval" | "approved" | "rejected" | "unlocked";
                            requestedById: string | null;
                            requestedByName: string | null;
                            requestedAt: string;
                            decidedByName: string | null;
                            decidedAt: string | null;
                            reason: string | null;
                            snapshot: ({
                                /** @enum {string} */
                                type: "trial-balance";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                rows: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                                    debit: number;
                                    credit: number;
                                    balances: number[];
                                }[];
                                totals: {
                                    debit: number;
                                    credit: number;
                                };
                                periodTotals: {
                                    debit: number;
                                    credit: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "profit-and-loss";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                sections: {
                                    income: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    costOfSales: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    expenses: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    otherIncome: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    otherExpense: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                };
                                totals: {
                                    income: number;
                                    costOfSales: number;
                                    grossProfit: number;
                                    expenses: number;
                                    netOperatingProfit: number;
                                    otherIncome: number;
                                    otherExpense: number;
                                    netProfit: number;
                                };
                                periodTotals: {
                                    income: number;
                                    costOfSales: number;
                                    grossProfit: number;
                                    expenses: number;
                                    netOperatingProfit: number;
                                    otherIncome: number;
                                    otherExpense: number;
                                    netProfit: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "balance-sheet";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                assets: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                liabilities: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                equity: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                totals: {
                                    assets: number;
                                    liabilities: number;
                                    equity: number;
                                    retainedEarnings: number;
                                    currentYearEarnings: number;
                                };
                                periodTotals: {
                                    assets: number;
                                    liabilities: number;
                                    equity: number;
                                    retainedEarnings: number;
                                    currentYearEarnings: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "general-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                entries: {
                                    id: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    source: string;
                                    memo: string;
                                    lines: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        debit: number;
                                        credit: number;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        gst: number;
                                        description: string | null;
                                    }[];
                                }[];
                                totals: {
                                    debit: number;
                                    credit: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "gst-summary";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                registered: boolean;
                                /** @enum {string} */
                                basis: "cash" | "accrual";
                                /** @enum {string} */
                                method: "accounts" | "worksheet";
                                labels: {
                                    G1: number;
                                    G2: number;
                                    G3: number;
                                    G10: number;
                                    G11: number;
                                    "1A": number;
                                    "1B": number;
                                };
                                worksheet: {
                                    G4: number;
                                    G5: number;
                                    G6: number;
                                    G7: number;
                                    G8: number;
                                    G9: number;
                                    G12: number;
                                    G13: number;
                                    G14: number;
                                    G15: number;
                                    G16: number;
                                    G17: number;
                                    G18: number;
                                    G19: number;
                                    G20: number;
                                } & {
                                    [key: string]: number;
                                };
                                netGst: number;
                                alternative: {
                                    "1A": number;
                                    "1B": number;
                                };
                                periodLabels: {
                                    G1: number;
                                    G2: number;
                                    G3: number;
                                    G10: number;
                                    G11: number;
                                    "1A": number;
                                    "1B": number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "gst-detail";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                registered: boolean;
                                /** @enum {string} */
                                basis: "cash" | "accrual";
                                groups: {
                                    /** @enum {string} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                                    /** @enum {string} */
                                    direction: "sale" | "purchase";
                                    lines: {
                                        lineId: number;
                                        entryId: string;
                                        /** Format: date */
                                        date: string;
                                        source: string;
                                        contact: string | null;
                                        description: string;
                                        accountCode: string;
                                        accountName: string;
                                        gross: number;
                                        gst: number;
                                        net: number;
                                    }[];
                                    totals: {
                                        gross: number;
                                        gst: number;
                                        net: number;
                                    };
                                }[];
                                excluded: {
                                    lineId: number;
                                    entryId: string;
                                    /** Format: date */
                                    date: string;
                                    source: string;
                                    contact: string | null;
                                    description: string;
                                    accountCode: string;
                                    accountName: string;
                                    gross: number;
                                    gst: number;
                                    net: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "receipts-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                rows: {
                                    entryId: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    contact: string | null;
                                    reference: string | null;
                                    transfer: boolean;
                                    allocations: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        net: number;
                                        gst: number;
                                        gross: number;
                                    }[];
                                    gross: number;
                                }[];
                                totalsByAccount: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "disbursements-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                rows: {
                                    entryId: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    contact: string | null;
                                    reference: string | null;
                                    transfer: boolean;
                                    allocations: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        net: number;
                                        gst: number;
                                        gross: number;
                                    }[];
                                    gross: number;
                                }[];
                                totalsByAccount: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            }) | null;
                            warnings: {
                                periodOpen: boolean;
                                uncodedLines: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidReportLocksWarnings: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            periodOpen: boolean;
                            uncodedLines: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReportLocksPending: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            /** @enum {string} */
                            type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            status: "work_in_progress" | "waiting_approval" | "approved" | "rejected" | "unlocked";
                            requestedById: string | null;
                            requestedByName: string | null;
                            requestedAt: string;
                            decidedByName: string | null;
                            decidedAt: string | null;
                            reason: string | null;
                            warnings: {
                                periodOpen: boolean;
                                uncodedLines: number;
                            } | null;
                            businessName: string;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReportLocksByidApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    acknowledged?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            /** @enum {string} */
                            type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            status: "work_in_progress" | "waiting_approval" | "approved" | "rejected" | "unlocked";
                            requestedById: string | null;
                            requestedByName: string | null;
                            requestedAt: string;
                            decidedByName: string | null;
                            decidedAt: string | null;
                            reason: string | null;
                            snapshot: ({
                                /** @enum {string} */
                                type: "trial-balance";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                rows: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                                    debit: number;
                                    credit: number;
                                    balances: number[];
                                }[];
                                totals: {
                                    debit: number;
                                    credit: number;
                                };
                                periodTotals: {
                                    debit: number;
                                    credit: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "profit-and-loss";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                sections: {
                                    income: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    costOfSales: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    expenses: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    otherIncome: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    otherExpense: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                };
                                totals: {
                                    income: number;
                                    costOfSales: number;
                                    grossProfit: number;
                                    expenses: number;
                                    netOperatingProfit: number;
                                    otherIncome: number;
                                    otherExpense: number;
                                    netProfit: number;
                                };
                                periodTotals: {
                                    income: number;
                                    costOfSales: number;
                                    grossProfit: number;
                                    expenses: number;
                                    netOperatingProfit: number;
                                    otherIncome: number;
                                    otherExpense: number;
                                    netProfit: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "balance-sheet";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                assets: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                liabilities: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                equity: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                totals: {
                                    assets: number;
                                    liabilities: number;
                                    equity: number;
                                    retainedEarnings: number;
                                    currentYearEarnings: number;
                                };
                                periodTotals: {
                                    assets: number;
                                    liabilities: number;
                                    equity: number;
                                    retainedEarnings: number;
                                    currentYearEarnings: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "general-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                entries: {
                                    id: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    source: string;
                                    memo: string;
                                    lines: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        debit: number;
                                        credit: number;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        gst: number;
                                        description: string | null;
                                    }[];
                                }[];
                                totals: {
                                    debit: number;
                                    credit: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "gst-summary";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                registered: boolean;
                                /** @enum {string} */
                                basis: "cash" | "accrual";
                                /** @enum {string} */
                                method: "accounts" | "worksheet";
                                labels: {
                                    G1: number;
                                    G2: number;
                                    G3: number;
                                    G10: number;
                                    G11: number;
                                    "1A": number;
                                    "1B": number;
                                };
                                worksheet: {
                                    G4: number;
                                    G5: number;
                                    G6: number;
                                    G7: number;
                                    G8: number;
                                    G9: number;
                                    G12: number;
                                    G13: number;
                                    G14: number;
                                    G15: number;
                                    G16: number;
                                    G17: number;
                                    G18: number;
                                    G19: number;
                                    G20: number;
                                } & {
                                    [key: string]: number;
                                };
                                netGst: number;
                                alternative: {
                                    "1A": number;
                                    "1B": number;
                                };
                                periodLabels: {
                                    G1: number;
                                    G2: number;
                                    G3: number;
                                    G10: number;
                                    G11: number;
                                    "1A": number;
                                    "1B": number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "gst-detail";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                registered: boolean;
                                /** @enum {string} */
                                basis: "cash" | "accrual";
                                groups: {
                                    /** @enum {string} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                                    /** @enum {string} */
                                    direction: "sale" | "purchase";
                                    lines: {
                                        lineId: number;
                                        entryId: string;
                                        /** Format: date */
                                        date: string;
                                        source: string;
                                        contact: string | null;
                                        description: string;
                                        accountCode: string;
                                        accountName: string;
                                        gross: number;
                                        gst: number;
                                        net: number;
                                    }[];
                                    totals: {
                                        gross: number;
                                        gst: number;
                                        net: number;
                                    };
                                }[];
                                excluded: {
                                    lineId: number;
                                    entryId: string;
                                    /** Format: date */
                                    date: string;
                                    source: string;
                                    contact: string | null;
                                    description: string;
                                    accountCode: string;
                                    accountName: string;
                                    gross: number;
                                    gst: number;
                                    net: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "receipts-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                rows: {
                                    entryId: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    contact: string | null;
                                    reference: string | null;
                                    transfer: boolean;
                                    allocations: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        net: number;
                                        gst: number;
                                        gross: number;
                                    }[];
                                    gross: number;
                                }[];
                                totalsByAccount: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "disbursements-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                rows: {
                                    entryId: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    contact: string | null;
                                    reference: string | null;
                                    transfer: boolean;
                                    allocations: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        net: number;
                                        gst: number;
                                        gross: number;
                                    }[];
                                    gross: number;
                                }[];
                                totalsByAccount: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            }) | null;
                            warnings: {
                                periodOpen: boolean;
                                uncodedLines: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReportLocksByidReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            /** @enum {string} */
                            type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            status: "work_in_progress" | "waiting_approval" | "approved" | "rejected" | "unlocked";
                            requestedById: string | null;
                            requestedByName: string | null;
                            requestedAt: string;
                            decidedByName: string | null;
                            decidedAt: string | null;
                            reason: string | null;
                            snapshot: ({
                                /** @enum {string} */
                                type: "trial-balance";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                rows: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                                    debit: number;
                                    credit: number;
                                    balances: number[];
                                }[];
                                totals: {
                                    debit: number;
                                    credit: number;
                                };
                                periodTotals: {
                                    debit: number;
                                    credit: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "profit-and-loss";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                sections: {
                                    income: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    costOfSales: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    expenses: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    otherIncome: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    otherExpense: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                };
                                totals: {
                                    income: number;
                                    costOfSales: number;
                                    grossProfit: number;
                                    expenses: number;
                                    netOperatingProfit: number;
                                    otherIncome: number;
                                    otherExpense: number;
                                    netProfit: number;
                                };
                                periodTotals: {
                                    income: number;
                                    costOfSales: number;
                                    grossProfit: number;
                                    expenses: number;
                                    netOperatingProfit: number;
                                    otherIncome: number;
                                    otherExpense: number;
                                    netProfit: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "balance-sheet";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                assets: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                liabilities: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                equity: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                totals: {
                                    assets: number;
                                    liabilities: number;
                                    equity: number;
                                    retainedEarnings: number;
                                    currentYearEarnings: number;
                                };
                                periodTotals: {
                                    assets: number;
                                    liabilities: number;
                                    equity: number;
                                    retainedEarnings: number;
                                    currentYearEarnings: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "general-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                entries: {
                                    id: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    source: string;
                                    memo: string;
                                    lines: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        debit: number;
                                        credit: number;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        gst: number;
                                        description: string | null;
                                    }[];
                                }[];
                                totals: {
                                    debit: number;
                                    credit: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "gst-summary";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                registered: boolean;
                                /** @enum {string} */
                                basis: "cash" | "accrual";
                                /** @enum {string} */
                                method: "accounts" | "worksheet";
                                labels: {
                                    G1: number;
                                    G2: number;
                                    G3: number;
                                    G10: number;
                                    G11: number;
                                    "1A": number;
                                    "1B": number;
                                };
                                worksheet: {
                                    G4: number;
                                    G5: number;
                                    G6: number;
                                    G7: number;
                                    G8: number;
                                    G9: number;
                                    G12: number;
                                    G13: number;
                                    G14: number;
                                    G15: number;
                                    G16: number;
                                    G17: number;
                                    G18: number;
                                    G19: number;
                                    G20: number;
                                } & {
                                    [key: string]: number;
                                };
                                netGst: number;
                                alternative: {
                                    "1A": number;
                                    "1B": number;
                                };
                                periodLabels: {
                                    G1: number;
                                    G2: number;
                                    G3: number;
                                    G10: number;
                                    G11: number;
                                    "1A": number;
                                    "1B": number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "gst-detail";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                registered: boolean;
                                /** @enum {string} */
                                basis: "cash" | "accrual";
                                groups: {
                                    /** @enum {string} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                                    /** @enum {string} */
                                    direction: "sale" | "purchase";
                                    lines: {
                                        lineId: number;
                                        entryId: string;
                                        /** Format: date */
                                        date: string;
                                        source: string;
                                        contact: string | null;
                                        description: string;
                                        accountCode: string;
                                        accountName: string;
                                        gross: number;
                                        gst: number;
                                        net: number;
                                    }[];
                                    totals: {
                                        gross: number;
                                        gst: number;
                                        net: number;
                                    };
                                }[];
                                excluded: {
                                    lineId: number;
                                    entryId: string;
                                    /** Format: date */
                                    date: string;
                                    source: string;
                                    contact: string | null;
                                    description: string;
                                    accountCode: string;
                                    accountName: string;
                                    gross: number;
                                    gst: number;
                                    net: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "receipts-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                rows: {
                                    entryId: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    contact: string | null;
                                    reference: string | null;
                                    transfer: boolean;
                                    allocations: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        net: number;
                                        gst: number;
                                        gross: number;
                                    }[];
                                    gross: number;
                                }[];
                                totalsByAccount: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "disbursements-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                rows: {
                                    entryId: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    contact: string | null;
                                    reference: string | null;
                                    transfer: boolean;
                                    allocations: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        net: number;
                                        gst: number;
                                        gross: number;
                                    }[];
                                    gross: number;
                                }[];
                                totalsByAccount: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            }) | null;
                            warnings: {
                                periodOpen: boolean;
                                uncodedLines: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReportLocksByidUnlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            /** @enum {string} */
                            type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            /** @enum {string} */
                            status: "work_in_progress" | "waiting_approval" | "approved" | "rejected" | "unlocked";
                            requestedById: string | null;
                            requestedByName: string | null;
                            requestedAt: string;
                            decidedByName: string | null;
                            decidedAt: string | null;
                            reason: string | null;
                            snapshot: ({
                                /** @enum {string} */
                                type: "trial-balance";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                rows: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                                    debit: number;
                                    credit: number;
                                    balances: number[];
                                }[];
                                totals: {
                                    debit: number;
                                    credit: number;
                                };
                                periodTotals: {
                                    debit: number;
                                    credit: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "profit-and-loss";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                sections: {
                                    income: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    costOfSales: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    expenses: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    otherIncome: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    otherExpense: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                };
                                totals: {
                                    income: number;
                                    costOfSales: number;
                                    grossProfit: number;
                                    expenses: number;
                                    netOperatingProfit: number;
                                    otherIncome: number;
                                    otherExpense: number;
                                    netProfit: number;
                                };
                                periodTotals: {
                                    income: number;
                                    costOfSales: number;
                                    grossProfit: number;
                                    expenses: number;
                                    netOperatingProfit: number;
                                    otherIncome: number;
                                    otherExpense: number;
                                    netProfit: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "balance-sheet";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                assets: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                liabilities: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                equity: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                totals: {
                                    assets: number;
                                    liabilities: number;
                                    equity: number;
                                    retainedEarnings: number;
                                    currentYearEarnings: number;
                                };
                                periodTotals: {
                                    assets: number;
                                    liabilities: number;
                                    equity: number;
                                    retainedEarnings: number;
                                    currentYearEarnings: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "general-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                entries: {
                                    id: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    source: string;
                                    memo: string;
                                    lines: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        debit: number;
                                        credit: number;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        gst: number;
                                        description: string | null;
                                    }[];
                                }[];
                                totals: {
                                    debit: number;
                                    credit: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "gst-summary";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                registered: boolean;
                                /** @enum {string} */
                                basis: "cash" | "accrual";
                                /** @enum {string} */
                                method: "accounts" | "worksheet";
                                labels: {
                                    G1: number;
                                    G2: number;
                                    G3: number;
                                    G10: number;
                                    G11: number;
                                    "1A": number;
                                    "1B": number;
                                };
                                worksheet: {
                                    G4: number;
                                    G5: number;
                                    G6: number;
                                    G7: number;
                                    G8: number;
                                    G9: number;
                                    G12: number;
                                    G13: number;
                                    G14: number;
                                    G15: number;
                                    G16: number;
                                    G17: number;
                                    G18: number;
                                    G19: number;
                                    G20: number;
                                } & {
                                    [key: string]: number;
                                };
                                netGst: number;
                                alternative: {
                                    "1A": number;
                                    "1B": number;
                                };
                                periodLabels: {
                                    G1: number;
                                    G2: number;
                                    G3: number;
                                    G10: number;
                                    G11: number;
                                    "1A": number;
                                    "1B": number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "gst-detail";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                registered: boolean;
                                /** @enum {string} */
                                basis: "cash" | "accrual";
                                groups: {
                                    /** @enum {string} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                                    /** @enum {string} */
                                    direction: "sale" | "purchase";
                                    lines: {
                                        lineId: number;
                                        entryId: string;
                                        /** Format: date */
                                        date: string;
                                        source: string;
                                        contact: string | null;
                                        description: string;
                                        accountCode: string;
                                        accountName: string;
                                        gross: number;
                                        gst: number;
                                        net: number;
                                    }[];
                                    totals: {
                                        gross: number;
                                        gst: number;
                                        net: number;
                                    };
                                }[];
                                excluded: {
                                    lineId: number;
                                    entryId: string;
                                    /** Format: date */
                                    date: string;
                                    source: string;
                                    contact: string | null;
                                    description: string;
                                    accountCode: string;
                                    accountName: string;
                                    gross: number;
                                    gst: number;
                                    net: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "receipts-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                rows: {
                                    entryId: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    contact: string | null;
                                    reference: string | null;
                                    transfer: boolean;
                                    allocations: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        net: number;
                                        gst: number;
                                        gross: number;
                                    }[];
                                    gross: number;
                                }[];
                                totalsByAccount: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "disbursements-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                rows: {
                                    entryId: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    contact: string | null;
                                    reference: string | null;
                                    transfer: boolean;
                                    allocations: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        net: number;
                                        gst: number;
                                        gross: number;
                                    }[];
                                    gross: number;
                                }[];
                                totalsByAccount: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            }) | null;
                            warnings: {
                                periodOpen: boolean;
                                uncodedLines: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidReportNotes: {
        parameters: {
            query: {
                type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                from: string;
                to: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            body: string;
                            authorName: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidReportNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                    /** Format: date */
                    from: string;
                    /** Format: date */
                    to: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            body: string;
                            authorName: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidReportsBytypeSave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    from?: string;
                    /** Format: date */
                    to?: string;
                    /**
                     * @default none
                     * @enum {string}
                     */
                    compare?: "none" | "previous-period" | "previous-year";
                    /** @enum {string} */
                    basis?: "cash" | "accrual";
                    /**
                     * @description Download the report as a PDF (with the brand), XLSX or CSV file instead of JSON.
                     * @enum {string}
                     */
                    format: "pdf" | "xlsx" | "csv";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            folderId: string;
                            name: string;
                            size: number;
                            mimeType: string;
                            checksum: string;
                            uploadedBy: {
                                id: string;
                                name: string;
                            } | null;
                            uploaderName: string | null;
                            uploadRequestId: string | null;
                            previewable: boolean;
                            createdAt: string;
                            deletedAt: string | null;
                            purgeAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidDrivenReports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            name: string;
                            definition: {
                                /** @enum {string} */
                                type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                                period: {
                                    /** @enum {string} */
                                    preset: "this-month" | "last-month" | "this-quarter" | "last-quarter" | "this-financial-year" | "last-financial-year";
                                } | {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                };
                                /**
                                 * @default none
                                 * @enum {string}
                                 */
                                compare: "none" | "previous-period" | "previous-year";
                                /** @enum {string} */
                                basis?: "cash" | "accrual";
                                /** @default [] */
                                columns: ("code" | "account" | "label" | "description" | "date" | "number" | "source" | "contact" | "reference" | "bankAccount" | "taxCode" | "debit" | "credit" | "amount" | "gross" | "gst" | "net")[];
                            };
                            resolvedPeriod: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            };
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBusinessesByidDrivenReports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    definition: {
                        /** @enum {string} */
                        type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                        period: {
                            /** @enum {string} */
                            preset: "this-month" | "last-month" | "this-quarter" | "last-quarter" | "this-financial-year" | "last-financial-year";
                        } | {
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                        };
                        /**
                         * @default none
                         * @enum {string}
                         */
                        compare?: "none" | "previous-period" | "previous-year";
                        /** @enum {string} */
                        basis?: "cash" | "accrual";
                        /** @default [] */
                        columns?: ("code" | "account" | "label" | "description" | "date" | "number" | "source" | "contact" | "reference" | "bankAccount" | "taxCode" | "debit" | "credit" | "amount" | "gross" | "gst" | "net")[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            name: string;
                            definition: {
                                /** @enum {string} */
                                type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                                period: {
                                    /** @enum {string} */
                                    preset: "this-month" | "last-month" | "this-quarter" | "last-quarter" | "this-financial-year" | "last-financial-year";
                                } | {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                };
                                /**
                                 * @default none
                                 * @enum {string}
                                 */
                                compare: "none" | "previous-period" | "previous-year";
                                /** @enum {string} */
                                basis?: "cash" | "accrual";
                                /** @default [] */
                                columns: ("code" | "account" | "label" | "description" | "date" | "number" | "source" | "contact" | "reference" | "bankAccount" | "taxCode" | "debit" | "credit" | "amount" | "gross" | "gst" | "net")[];
                            };
                            resolvedPeriod: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            };
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDrivenReportsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            name: string;
                            definition: {
                                /** @enum {string} */
                                type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                                period: {
                                    /** @enum {string} */
                                    preset: "this-month" | "last-month" | "this-quarter" | "last-quarter" | "this-financial-year" | "last-financial-year";
                                } | {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                };
                                /**
                                 * @default none
                                 * @enum {string}
                                 */
                                compare: "none" | "previous-period" | "previous-year";
                                /** @enum {string} */
                                basis?: "cash" | "accrual";
                                /** @default [] */
                                columns: ("code" | "account" | "label" | "description" | "date" | "number" | "source" | "contact" | "reference" | "bankAccount" | "taxCode" | "debit" | "credit" | "amount" | "gross" | "gst" | "net")[];
                            };
                            resolvedPeriod: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            };
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDrivenReportsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchDrivenReportsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    definition?: {
                        /** @enum {string} */
                        type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                        period: {
                            /** @enum {string} */
                            preset: "this-month" | "last-month" | "this-quarter" | "last-quarter" | "this-financial-year" | "last-financial-year";
                        } | {
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                        };
                        /**
                         * @default none
                         * @enum {string}
                         */
                        compare?: "none" | "previous-period" | "previous-year";
                        /** @enum {string} */
                        basis?: "cash" | "accrual";
                        /** @default [] */
                        columns?: ("code" | "account" | "label" | "description" | "date" | "number" | "source" | "contact" | "reference" | "bankAccount" | "taxCode" | "debit" | "credit" | "amount" | "gross" | "gst" | "net")[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            name: string;
                            definition: {
                                /** @enum {string} */
                                type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                                period: {
                                    /** @enum {string} */
                                    preset: "this-month" | "last-month" | "this-quarter" | "last-quarter" | "this-financial-year" | "last-financial-year";
                                } | {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                };
                                /**
                                 * @default none
                                 * @enum {string}
                                 */
                                compare: "none" | "previous-period" | "previous-year";
                                /** @enum {string} */
                                basis?: "cash" | "accrual";
                                /** @default [] */
                                columns: ("code" | "account" | "label" | "description" | "date" | "number" | "source" | "contact" | "reference" | "bankAccount" | "taxCode" | "debit" | "credit" | "amount" | "gross" | "gst" | "net")[];
                            };
                            resolvedPeriod: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            };
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postDrivenReportsByidEmbedLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 24 */
                    expiresInHours?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                            token: string;
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicDrivenReports: {
        parameters: {
            query: {
                token: string;
                /** @description Download the report as a PDF (with the brand), XLSX or CSV file instead of JSON. */
                format?: "pdf" | "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            businessName: string;
                            definition: {
                                /** @enum {string} */
                                type: "trial-balance" | "profit-and-loss" | "balance-sheet" | "general-journal" | "gst-summary" | "gst-detail" | "receipts-journal" | "disbursements-journal";
                                period: {
                                    /** @enum {string} */
                                    preset: "this-month" | "last-month" | "this-quarter" | "last-quarter" | "this-financial-year" | "last-financial-year";
                                } | {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                };
                                /**
                                 * @default none
                                 * @enum {string}
                                 */
                                compare: "none" | "previous-period" | "previous-year";
                                /** @enum {string} */
                                basis?: "cash" | "accrual";
                                /** @default [] */
                                columns: ("code" | "account" | "label" | "description" | "date" | "number" | "source" | "contact" | "reference" | "bankAccount" | "taxCode" | "debit" | "credit" | "amount" | "gross" | "gst" | "net")[];
                            };
                            brand: {
                                name: string;
                                primaryColor: string;
                            };
                            report: {
                                /** @enum {string} */
                                type: "trial-balance";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                rows: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "asset" | "liability" | "equity" | "income" | "other_income" | "cost_of_sales" | "expense" | "other_expense";
                                    debit: number;
                                    credit: number;
                                    balances: number[];
                                }[];
                                totals: {
                                    debit: number;
                                    credit: number;
                                };
                                periodTotals: {
                                    debit: number;
                                    credit: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "profit-and-loss";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                sections: {
                                    income: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    costOfSales: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    expenses: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    otherIncome: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                    otherExpense: {
                                        accountId: string;
                                        code: string;
                                        name: string;
                                        amounts: number[];
                                    }[];
                                };
                                totals: {
                                    income: number;
                                    costOfSales: number;
                                    grossProfit: number;
                                    expenses: number;
                                    netOperatingProfit: number;
                                    otherIncome: number;
                                    otherExpense: number;
                                    netProfit: number;
                                };
                                periodTotals: {
                                    income: number;
                                    costOfSales: number;
                                    grossProfit: number;
                                    expenses: number;
                                    netOperatingProfit: number;
                                    otherIncome: number;
                                    otherExpense: number;
                                    netProfit: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "balance-sheet";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                assets: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                liabilities: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                equity: {
                                    accountId: string;
                                    code: string;
                                    name: string;
                                    amounts: number[];
                                }[];
                                totals: {
                                    assets: number;
                                    liabilities: number;
                                    equity: number;
                                    retainedEarnings: number;
                                    currentYearEarnings: number;
                                };
                                periodTotals: {
                                    assets: number;
                                    liabilities: number;
                                    equity: number;
                                    retainedEarnings: number;
                                    currentYearEarnings: number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "general-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                entries: {
                                    id: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    source: string;
                                    memo: string;
                                    lines: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        debit: number;
                                        credit: number;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        gst: number;
                                        description: string | null;
                                    }[];
                                }[];
                                totals: {
                                    debit: number;
                                    credit: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "gst-summary";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                registered: boolean;
                                /** @enum {string} */
                                basis: "cash" | "accrual";
                                /** @enum {string} */
                                method: "accounts" | "worksheet";
                                labels: {
                                    G1: number;
                                    G2: number;
                                    G3: number;
                                    G10: number;
                                    G11: number;
                                    "1A": number;
                                    "1B": number;
                                };
                                worksheet: {
                                    G4: number;
                                    G5: number;
                                    G6: number;
                                    G7: number;
                                    G8: number;
                                    G9: number;
                                    G12: number;
                                    G13: number;
                                    G14: number;
                                    G15: number;
                                    G16: number;
                                    G17: number;
                                    G18: number;
                                    G19: number;
                                    G20: number;
                                } & {
                                    [key: string]: number;
                                };
                                netGst: number;
                                alternative: {
                                    "1A": number;
                                    "1B": number;
                                };
                                periodLabels: {
                                    G1: number;
                                    G2: number;
                                    G3: number;
                                    G10: number;
                                    G11: number;
                                    "1A": number;
                                    "1B": number;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "gst-detail";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                uncoded?: {
                                    count: number;
                                    amount: number;
                                    /** Format: date */
                                    from: string | null;
                                    /** Format: date */
                                    to: string;
                                };
                                registered: boolean;
                                /** @enum {string} */
                                basis: "cash" | "accrual";
                                groups: {
                                    /** @enum {string} */
                                    taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T";
                                    /** @enum {string} */
                                    direction: "sale" | "purchase";
                                    lines: {
                                        lineId: number;
                                        entryId: string;
                                        /** Format: date */
                                        date: string;
                                        source: string;
                                        contact: string | null;
                                        description: string;
                                        accountCode: string;
                                        accountName: string;
                                        gross: number;
                                        gst: number;
                                        net: number;
                                    }[];
                                    totals: {
                                        gross: number;
                                        gst: number;
                                        net: number;
                                    };
                                }[];
                                excluded: {
                                    lineId: number;
                                    entryId: string;
                                    /** Format: date */
                                    date: string;
                                    source: string;
                                    contact: string | null;
                                    description: string;
                                    accountCode: string;
                                    accountName: string;
                                    gross: number;
                                    gst: number;
                                    net: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "receipts-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                rows: {
                                    entryId: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    contact: string | null;
                                    reference: string | null;
                                    transfer: boolean;
                                    allocations: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        net: number;
                                        gst: number;
                                        gross: number;
                                    }[];
                                    gross: number;
                                }[];
                                totalsByAccount: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            } | {
                                /** @enum {string} */
                                type: "disbursements-journal";
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                                /** @enum {string} */
                                compare: "none" | "previous-period" | "previous-year";
                                periods: {
                                    /** Format: date */
                                    from: string;
                                    /** Format: date */
                                    to: string;
                                }[];
                                rows: {
                                    entryId: string;
                                    number: number;
                                    /** Format: date */
                                    date: string;
                                    bankAccountId: string;
                                    bankAccountName: string;
                                    contact: string | null;
                                    reference: string | null;
                                    transfer: boolean;
                                    allocations: {
                                        accountId: string;
                                        accountCode: string;
                                        accountName: string;
                                        /** @enum {string|null} */
                                        taxCode: "GST" | "FRE" | "INP" | "CAP" | "EXP" | "ITS" | "N-T" | null;
                                        net: number;
                                        gst: number;
                                        gross: number;
                                    }[];
                                    gross: number;
                                }[];
                                totalsByAccount: {
                                    accountId: string;
                                    accountCode: string;
                                    accountName: string;
                                    net: number;
                                    gst: number;
                                    gross: number;
                                }[];
                                totals: {
                                    gross: number;
                                    gst: number;
                                    net: number;
                                };
                            };
                        };
                    } | unknown;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFolders: {
        parameters: {
            query: {
                ownerType: "client" | "business";
                ownerId: string;
                trash?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            ownerType: "client" | "business";
                            ownerId: string;
                            parentId: string | null;
                            name: string;
                            isRoot: boolean;
                            fileCount: number;
                            createdAt: string;
                            deletedAt: string | null;
                            purgeAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    ownerType: "client" | "business";
                    /** Format: uuid */
                    ownerId: string;
                    /** Format: uuid */
                    parentId?: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            ownerType: "client" | "business";
                            ownerId: string;
                            parentId: string | null;
                            name: string;
                            isRoot: boolean;
                            fileCount: number;
                            createdAt: string;
                            deletedAt: string | null;
                            purgeAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteFoldersByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            ownerType: "client" | "business";
                            ownerId: string;
                            parentId: string | null;
                            name: string;
                            isRoot: boolean;
                            fileCount: number;
                            createdAt: string;
                            deletedAt: string | null;
                            purgeAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchFoldersByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** Format: uuid */
                    parentId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            ownerType: "client" | "business";
                            ownerId: string;
                            parentId: string | null;
                            name: string;
                            isRoot: boolean;
                            fileCount: number;
                            createdAt: string;
                            deletedAt: string | null;
                            purgeAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postFoldersByidRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            ownerType: "client" | "business";
                            ownerId: string;
                            parentId: string | null;
                            name: string;
                            isRoot: boolean;
                            fileCount: number;
                            createdAt: string;
                            deletedAt: string | null;
                            purgeAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFiles: {
        parameters: {
            query?: {
                folderId?: string;
                ownerType?: "client" | "business";
                ownerId?: string;
                trash?: "true" | "false";
                q?: string;
                type?: "image" | "pdf" | "document" | "spreadsheet" | "text" | "archive" | "other";
                sort?: "name" | "-name" | "size" | "-size" | "createdAt" | "-createdAt";
                skip?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            folderId: string;
                            name: string;
                            size: number;
                            mimeType: string;
                            checksum: string;
                            uploadedBy: {
                                id: string;
                                name: string;
                            } | null;
                            uploaderName: string | null;
                            uploadRequestId: string | null;
                            previewable: boolean;
                            createdAt: string;
                            deletedAt: string | null;
                            purgeAt: string | null;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            folderId: string;
                            name: string;
                            size: number;
                            mimeType: string;
                            checksum: string;
                            uploadedBy: {
                                id: string;
                                name: string;
                            } | null;
                            uploaderName: string | null;
                            uploadRequestId: string | null;
                            previewable: boolean;
                            createdAt: string;
                            deletedAt: string | null;
                            purgeAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFilesByidDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFilesByidPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                    "application/pdf": string;
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteFilesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            folderId: string;
                            name: string;
                            size: number;
                            mimeType: string;
                            checksum: string;
                            uploadedBy: {
                                id: string;
                                name: string;
                            } | null;
                            uploaderName: string | null;
                            uploadRequestId: string | null;
                            previewable: boolean;
                            createdAt: string;
                            deletedAt: string | null;
                            purgeAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchFilesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** Format: uuid */
                    folderId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            folderId: string;
                            name: string;
                            size: number;
                            mimeType: string;
                            checksum: string;
                            uploadedBy: {
                                id: string;
                                name: string;
                            } | null;
                            uploaderName: string | null;
                            uploadRequestId: string | null;
                            previewable: boolean;
                            createdAt: string;
                            deletedAt: string | null;
                            purgeAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postFilesByidRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            folderId: string;
                            name: string;
                            size: number;
                            mimeType: string;
                            checksum: string;
                            uploadedBy: {
                                id: string;
                                name: string;
                            } | null;
                            uploaderName: string | null;
                            uploadRequestId: string | null;
                            previewable: boolean;
                            createdAt: string;
                            deletedAt: string | null;
                            purgeAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUploadRequests: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            folderId: string;
                            folderName: string;
                            message: string;
                            /** @enum {string} */
                            status: "open" | "expired" | "revoked";
                            expiresAt: string;
                            maxFileSize: number;
                            maxFiles: number;
                            receivedCount: number;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            revokedAt: string | null;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUploadRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    businessId: string;
                    /** Format: uuid */
                    folderId: string;
                    /** @default  */
                    message?: string;
                    /** @default 30 */
                    expiresInDays?: number;
                    maxFileSize?: number;
                    /** @default 20 */
                    maxFiles?: number;
                    /** Format: email */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            folderId: string;
                            folderName: string;
                            message: string;
                            /** @enum {string} */
                            status: "open" | "expired" | "revoked";
                            expiresAt: string;
                            maxFileSize: number;
                            maxFiles: number;
                            receivedCount: number;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            revokedAt: string | null;
                            link: string;
                            emailedTo: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUploadRequestsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            folderId: string;
                            folderName: string;
                            message: string;
                            /** @enum {string} */
                            status: "open" | "expired" | "revoked";
                            expiresAt: string;
                            maxFileSize: number;
                            maxFiles: number;
                            receivedCount: number;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            revokedAt: string | null;
                            received: {
                                id: string;
                                name: string;
                                size: number;
                                mimeType: string;
                                uploaderName: string | null;
                                createdAt: string;
                                deleted: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUploadRequestsByidRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            folderId: string;
                            folderName: string;
                            message: string;
                            /** @enum {string} */
                            status: "open" | "expired" | "revoked";
                            expiresAt: string;
                            maxFileSize: number;
                            maxFiles: number;
                            receivedCount: number;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            revokedAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUploadRequestsByidExtend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    days: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            folderId: string;
                            folderName: string;
                            message: string;
                            /** @enum {string} */
                            status: "open" | "expired" | "revoked";
                            expiresAt: string;
                            maxFileSize: number;
                            maxFiles: number;
                            receivedCount: number;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            revokedAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBusinessesByidUploadRequests: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            businessName: string;
                            folderId: string;
                            folderName: string;
                            message: string;
                            /** @enum {string} */
                            status: "open" | "expired" | "revoked";
                            expiresAt: string;
                            maxFileSize: number;
                            maxFiles: number;
                            receivedCount: number;
                            createdBy: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            revokedAt: string | null;
                        }[];
                        pagination: {
                            skip: number;
                            limit: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPublicUploadRequestsByid: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                            expiresAt: string;
                            maxFileSize: number;
                            maxFiles: number;
                            brand: {
                                name: string;
                                primaryColor: string;
                                logoUrl: string | null;
                            };
                            businessName: string;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPublicUploadRequestsByidFiles: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            received: {
                                name: string;
                                size: number;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChannels: {
        parameters: {
            query: {
                businessId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            /** @enum {string} */
                            kind: "group" | "single";
                            name: string;
                            news: number | null;
                            mentions: number;
                            lastMessage: {
                                id: number;
                                /** @enum {string} */
                                kind: "text" | "file_request";
                                preview: string;
                                authorName: string | null;
                                createdAt: string;
                            } | null;
                            members: {
                                id: string;
                                name: string;
                                initials: string;
                                avatar: string | null;
                                roleId: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    businessId: string;
                    /** Format: uuid */
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            /** @enum {string} */
                            kind: "group" | "single";
                            name: string;
                            news: number | null;
                            mentions: number;
                            lastMessage: {
                                id: number;
                                /** @enum {string} */
                                kind: "text" | "file_request";
                                preview: string;
                                authorName: string | null;
                                createdAt: string;
                            } | null;
                            members: {
                                id: string;
                                name: string;
                                initials: string;
                                avatar: string | null;
                                roleId: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            /** @enum {string} */
                            kind: "group" | "single";
                            name: string;
                            news: number | null;
                            mentions: number;
                            lastMessage: {
                                id: number;
                                /** @enum {string} */
                                kind: "text" | "file_request";
                                preview: string;
                                authorName: string | null;
                                createdAt: string;
                            } | null;
                            members: {
                                id: string;
                                name: string;
                                initials: string;
                                avatar: string | null;
                                roleId: number;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChannelsUnread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            channelId: string;
                            businessId: string;
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChannelsByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            businessId: string;
                            /** @enum {string} */
                            kind: "group" | "single";
                            name: string;
                            news: number | null;
                            mentions: number;
                            lastMessage: {
                                id: number;
                                /** @enum {string} */
                                kind: "text" | "file_request";
                                preview: string;
                                authorName: string | null;
                                createdAt: string;
                            } | null;
                            members: {
                                id: string;
                                name: string;
                                initials: string;
                                avatar: string | null;
                                roleId: number;
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postChannelsByidRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lastMessageId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            channelId: string;
                            count: number;
                            mentions: number;
                            lastReadMessageId: number | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChannelsByidFiles: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            received: {
                                fileId: string;
                                name: string;
                                size: number;
                                mimeType: string;
                                messageId: number;
                                sentBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                sentAt: string;
                                deleted: boolean;
                            }[];
                            requested: {
                                messageId: number;
                                uploadRequestId: string;
                                message: string;
                                requestedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                requestedAt: string;
                                /** @enum {string} */
                                status: "open" | "expired" | "revoked";
                                expiresAt: string;
                                folderId: string;
                                folderName: string;
                                received: {
                                    fileId: string;
                                    name: string;
                                    size: number;
                                    mimeType: string;
                                    uploaderName: string | null;
                                    receivedAt: string;
                                    deleted: boolean;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postChannelsByidFileRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    folderId?: string;
                    /** @default  */
                    message?: string;
                    /** @default 30 */
                    expiresInDays?: number;
                    /** @default 20 */
                    maxFiles?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: {
                                id: number;
                                channelId: string;
                                /** @enum {string} */
                                kind: "text" | "file_request";
                                body: string;
                                author: {
                                    id: string;
                                    name: string;
                                    initials: string;
                                    avatar: string | null;
                                } | null;
                                mentions: {
                                    userId: string;
                                    name: string;
                                }[];
                                attachments: {
                                    fileId: string;
                                    name: string;
                                    size: number;
                                    mimeType: string;
                                }[];
                                uploadRequestId: string | null;
                                createdAt: string;
                                editedAt: string | null;
                                deleted: boolean;
                            };
                            uploadRequest: {
                                id: string;
                                link: string;
                                folderId: string;
                                folderName: string;
                                expiresAt: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChannelsByidMessages: {
        parameters: {
            query?: {
                before?: number;
                limit?: number;
                q?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            channelId: string;
                            /** @enum {string} */
                            kind: "text" | "file_request";
                            body: string;
                            author: {
                                id: string;
                                name: string;
                                initials: string;
                                avatar: string | null;
                            } | null;
                            mentions: {
                                userId: string;
                                name: string;
                            }[];
                            attachments: {
                                fileId: string;
                                name: string;
                                size: number;
                                mimeType: string;
                            }[];
                            uploadRequestId: string | null;
                            createdAt: string;
                            editedAt: string | null;
                            deleted: boolean;
                        }[];
                        nextBefore: number | null;
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postChannelsByidMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    mentions?: string[];
                    attachments?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            channelId: string;
                            /** @enum {string} */
                            kind: "text" | "file_request";
                            body: string;
                            author: {
                                id: string;
                                name: string;
                                initials: string;
                                avatar: string | null;
                            } | null;
                            mentions: {
                                userId: string;
                                name: string;
                            }[];
                            attachments: {
                                fileId: string;
                                name: string;
                                size: number;
                                mimeType: string;
                            }[];
                            uploadRequestId: string | null;
                            createdAt: string;
                            editedAt: string | null;
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMessagesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchMessagesByid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    mentions?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            channelId: string;
                            /** @enum {string} */
                            kind: "text" | "file_request";
                            body: string;
                            author: {
                                id: string;
                                name: string;
                                initials: string;
                                avatar: string | null;
                            } | null;
                            mentions: {
                                userId: string;
                                name: string;
                            }[];
                            attachments: {
                                fileId: string;
                                name: string;
                                size: number;
                                mimeType: string;
                            }[];
                            uploadRequestId: string | null;
                            createdAt: string;
                            editedAt: string | null;
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside the caller’s data scope. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAbnLookup: {
        parameters: {
            query: {
                abn: string;
                refresh?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            abn: string;
                            formatted: string;
                            valid: boolean;
                            register: {
                                /** @enum {string} */
                                outcome: "active" | "cancelled" | "unknown" | "off" | "refused" | "timeout" | "unavailable" | "unreadable";
                                entityName: string | null;
                                businessNames: string[];
                                entityType: string | null;
                                state: string | null;
                                postcode: string | null;
                                gstFrom: string | null;
                                statusFrom: string | null;
                                checkedAt: string | null;
                                cached: boolean;
                            } | null;
                        };
                    };
                };
            };
            /** @description The request is not valid. Codes: VALIDATION, BAD_REQUEST, INVALID_TOKEN, WEAK_PASSWORD, WRONG_PASSWORD, UNBALANCED_ENTRY, SPLIT_MISMATCH, ACCOUNT_UNUSABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended. Codes: UNAUTHENTICATED, INVALID_CREDENTIALS, EMBED_LINK_INVALID, EMBED_LINK_EXPIRED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not do this. Codes: FORBIDDEN, LINK_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
