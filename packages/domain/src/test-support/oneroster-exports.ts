/**
 * Two small OneRoster exports of one school (Hill Primary School: two Year 1 maths classes, four
 * pupils and a teacher), written by hand to 1EdTech's CSV binding of OneRoster 1.1 and 1.2: a
 * `manifest.csv` naming the version and each file as bulk or absent, and the files it names,
 * with every column of the binding's headers in its order and CRLF line ends. 1.2 moves a
 * user's roles to `roles.csv` and adds the preferred names (Benjamin is Ben). Read by the
 * domain's tests (good and broken copies) and uploaded by the journeys as files.
 */

export const ONEROSTER_1_1: Record<string, string> = {
  'academicSessions.csv':
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear\r\n' +
    'year-2027,,,2026-2027,schoolYear,2026-09-01,2027-06-30,,2027\r\n',
  'classes.csv':
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods\r\n' +
    'class-1a,,,Year 1 Maths A,01,course-maths-1,1A,scheduled,Room 4,org-hill,year-2027,Math,,1\r\n' +
    'class-1b,,,Year 1 Maths B,01,course-maths-1,1B,scheduled,Room 5,org-hill,year-2027,Math,,2\r\n',
  'enrollments.csv':
    'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate\r\n' +
    'enr-1,,,class-1a,org-hill,user-ana,student,,,\r\n' +
    'enr-2,,,class-1a,org-hill,user-ben,student,,,\r\n' +
    'enr-3,,,class-1a,org-hill,user-jose,student,,,\r\n' +
    'enr-4,,,class-1b,org-hill,user-eva,student,,,\r\n' +
    'enr-5,,,class-1a,org-hill,user-reyes,teacher,true,,\r\n',
  'manifest.csv':
    'propertyName,value\r\n' +
    'manifest.version,1.0\r\n' +
    'oneroster.version,1.1\r\n' +
    'file.academicSessions,bulk\r\n' +
    'file.categories,absent\r\n' +
    'file.classes,bulk\r\n' +
    'file.classResources,absent\r\n' +
    'file.courses,absent\r\n' +
    'file.courseResources,absent\r\n' +
    'file.demographics,absent\r\n' +
    'file.enrollments,bulk\r\n' +
    'file.lineItems,absent\r\n' +
    'file.orgs,bulk\r\n' +
    'file.resources,absent\r\n' +
    'file.results,absent\r\n' +
    'file.users,bulk\r\n' +
    'source.systemName,Hill SIS\r\n' +
    'source.systemCode,hill\r\n',
  'orgs.csv':
    'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\r\n' +
    'org-hill,,,Hill Primary School,school,HPS,\r\n',
  'users.csv':
    'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password\r\n' +
    'user-ana,,,true,org-hill,student,ana.rodriguez,,Ana,Rodr\u00edguez,,1001,,,,,01,\r\n' +
    "user-ben,,,true,org-hill,student,ben.oneill,,Ben,O'Neill,,1002,,,,,01,\r\n" +
    'user-jose,,,true,org-hill,student,jose.diaz,,Jos\u00e9,D\u00edaz,,1003,,,,,01,\r\n' +
    'user-eva,,,true,org-hill,student,eva.martin,,Eva,Mart\u00edn,,1004,,,,,01,\r\n' +
    'user-reyes,,,true,org-hill,teacher,m.reyes,,Mar\u00eda,Reyes,,T01,ms.reyes@hill.example.org,,,,,\r\n',
};

/** The same school in 1.2: the files that changed from 1.1, and roles.csv. */
export const ONEROSTER_1_2: Record<string, string> = {
  ...ONEROSTER_1_1,
  // The 1.1 manifest naming 1.2, and the roles file 1.2 has.
  'manifest.csv': ONEROSTER_1_1['manifest.csv']!.replace(
    'oneroster.version,1.1',
    'oneroster.version,1.2',
  ).replace('file.results,absent\r\n', 'file.results,absent\r\nfile.roles,bulk\r\n'),
  'roles.csv':
    'sourcedId,status,dateLastModified,userSourcedId,roleType,role,orgSourcedId,userProfileSourcedId,beginDate,endDate\r\n' +
    'role-ana,,,user-ana,primary,student,org-hill,,,\r\n' +
    'role-ben,,,user-ben,primary,student,org-hill,,,\r\n' +
    'role-jose,,,user-jose,primary,student,org-hill,,,\r\n' +
    'role-eva,,,user-eva,primary,student,org-hill,,,\r\n' +
    'role-reyes,,,user-reyes,primary,teacher,org-hill,,,\r\n',
  'users.csv':
    'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns\r\n' +
    'user-ana,,,true,ana.rodriguez,,Ana,Rodr\u00edguez,,1001,,,,,01,,,,,,,org-hill,\r\n' +
    "user-ben,,,true,ben.oneill,,Benjamin,O'Neill,,1002,,,,,01,,,,Ben,,,org-hill,\r\n" +
    'user-jose,,,true,jose.diaz,,Jos\u00e9,D\u00edaz,,1003,,,,,01,,,,,,,org-hill,\r\n' +
    'user-eva,,,true,eva.martin,,Eva,Mart\u00edn,,1004,,,,,01,,,,,,,org-hill,\r\n' +
    'user-reyes,,,true,m.reyes,,Mar\u00eda,Reyes,,T01,ms.reyes@hill.example.org,,,,,,,,,,,org-hill,\r\n',
};
