import { defineArea } from "../shape";

/** People (§2). */
export const peopleArea = defineArea(
  {
    "volunteer": {
      "firstName": "姓名",
      "lastName": "姓氏（英文）",
      "nickName": "昵称",
      "gender": "性别",
      "genderValues": {
        "MALE": "男",
        "FEMALE": "女",
        "UNKNOWN": "未知"
      },
      "phoneNumber": "手机号",
      "email": "邮箱",
      "cityId": "所在城市",
      "cityName": "所在城市",
      "address": "地址",
      "certificateState": "证书状态",
      "certificateStateValues": {
        "VALID": "有效",
        "INVALID": "无效"
      },
      "certificateCount": "证书数",
      "rewardPoints": "积分",
      "birthDate": "出生日期",
      "receiveHelpWeekOption": "接收求助",
      "receiveHelpWeekOptionValues": {
        "WEEKDAY": "工作日",
        "WEEKEND": "周末",
        "ALL_WEEK": "全周"
      },
      "receiveHelpTimeBegin": "接收开始时间",
      "receiveHelpTimeEnd": "接收结束时间",
      "createdDate": "注册时间",
      "description": "备注"
    },
    "volunteerTab": {
      "tabs": "志愿者详情",
      "back": "返回志愿者列表",
      "certificates": "证书",
      "honors": "荣誉信息",
      "rescue-info": "救援信息",
      "points": "积分记录",
      "rescue": "救援记录",
      "study": "学习记录",
      "rescue-calls": "呼救列表",
      "rescue-responses": "响应列表",
      "study-exams": "考试列表",
      "study-learning": "学习列表",
      "subTabs": "{{group}}的列表",
      "receiveHelp": "接收求助",
      "receiveHelpTime": "接收时段",
      "latestLocation": "最新位置",
      "noLocation": "暂无位置上报",
      "coordinates": "纬度 {{latitude}}，经度 {{longitude}}",
      "mapLabel": "志愿者最新位置地图",
      "mapLoading": "地图加载中…",
      "balance": "当前积分"
    },
    "volunteerHonor": {
      "honorContent": "荣誉内容",
      "obtainedDate": "获得日期",
      "createdDate": "录入时间"
    },
    "volunteerPoints": {
      "createdDate": "时间",
      "event": "事件",
      "eventValues": {
        "STUDY": "学习",
        "EXAM": "考试",
        "CALL_FOR_HELP": "呼救",
        "HELP": "救助",
        "CONSUME": "消费"
      },
      "rewardPoints": "积分变动",
      "runningTotal": "积分余额",
      "description": "说明"
    },
    "volunteerResponse": {
      "callForHelpTime": "呼救时间",
      "address": "呼救地点",
      "helpSeekedVolunteerResponseType": "响应",
      "helpSeekedVolunteerResponseTypeValues": {
        "ACCEPTED": "接受",
        "REFUSED": "拒绝",
        "UNHANDLED": "未处理"
      },
      "responseTime": "响应时间",
      "distance": "距离（米）"
    },
    "volunteerExam": {
      "createdDate": "考试时间",
      "examType": "考试类型",
      "examTypeValues": {
        "GAME": "闯关游戏",
        "PAPER": "试卷"
      },
      "score": "分数"
    },
    "volunteerLearning": {
      "createdDate": "学习时间",
      "title": "学习资料",
      "studyType": "学习方式",
      "studyTypeValues": {
        "ONLINE": "线上",
        "OFFLINE": "线下"
      }
    }
  },
  {
    "volunteer": {
      "firstName": "Name",
      "lastName": "Last name",
      "nickName": "Nickname",
      "gender": "Gender",
      "genderValues": {
        "MALE": "Male",
        "FEMALE": "Female",
        "UNKNOWN": "Unknown"
      },
      "phoneNumber": "Phone",
      "email": "E-mail",
      "cityId": "City",
      "cityName": "City",
      "address": "Address",
      "certificateState": "Certificate",
      "certificateStateValues": {
        "VALID": "Valid",
        "INVALID": "Invalid"
      },
      "certificateCount": "Certificates",
      "rewardPoints": "Points",
      "birthDate": "Born",
      "receiveHelpWeekOption": "Receives calls",
      "receiveHelpWeekOptionValues": {
        "WEEKDAY": "Weekdays",
        "WEEKEND": "Weekends",
        "ALL_WEEK": "All week"
      },
      "receiveHelpTimeBegin": "From",
      "receiveHelpTimeEnd": "Until",
      "createdDate": "Registered",
      "description": "Remark"
    },
    "volunteerTab": {
      "tabs": "Volunteer details",
      "back": "Back to volunteers",
      "certificates": "Certificates",
      "honors": "Honors",
      "rescue-info": "Rescue info",
      "points": "Reward points",
      "rescue": "Rescue records",
      "study": "Study records",
      "rescue-calls": "Calls",
      "rescue-responses": "Responses",
      "study-exams": "Exams",
      "study-learning": "Learning",
      "subTabs": "Lists of {{group}}",
      "receiveHelp": "Receives calls",
      "receiveHelpTime": "Hours",
      "latestLocation": "Latest location",
      "noLocation": "No location reported yet",
      "coordinates": "Latitude {{latitude}}, longitude {{longitude}}",
      "mapLabel": "Map of the volunteer's latest location",
      "mapLoading": "Loading the map…",
      "balance": "Points now"
    },
    "volunteerHonor": {
      "honorContent": "Honor",
      "obtainedDate": "Obtained",
      "createdDate": "Recorded"
    },
    "volunteerPoints": {
      "createdDate": "Time",
      "event": "Event",
      "eventValues": {
        "STUDY": "Study",
        "EXAM": "Exam",
        "CALL_FOR_HELP": "Call for help",
        "HELP": "Help",
        "CONSUME": "Spent"
      },
      "rewardPoints": "Points",
      "runningTotal": "Balance",
      "description": "Note"
    },
    "volunteerResponse": {
      "callForHelpTime": "Called at",
      "address": "Where",
      "helpSeekedVolunteerResponseType": "Answer",
      "helpSeekedVolunteerResponseTypeValues": {
        "ACCEPTED": "Accepted",
        "REFUSED": "Refused",
        "UNHANDLED": "Unanswered"
      },
      "responseTime": "Answered at",
      "distance": "Distance (m)"
    },
    "volunteerExam": {
      "createdDate": "Taken",
      "examType": "Exam type",
      "examTypeValues": {
        "GAME": "Game",
        "PAPER": "Paper"
      },
      "score": "Score"
    },
    "volunteerLearning": {
      "createdDate": "Studied",
      "title": "Learning item",
      "studyType": "Mode",
      "studyTypeValues": {
        "ONLINE": "Online",
        "OFFLINE": "Offline"
      }
    }
  },
);
